import NIOConcurrencyHelpers

/// How many connections `serve` holds at once (`WebConfiguration.maxConnections`). Past the cap
/// a connection is answered 503 and closed (`ConnectionRefusalHandler`) instead of being left
/// unaccepted: behind the shipped nginx, a 503 sends the request to the other replica at once
/// (`proxy_next_upstream ... http_503`), where a connection waiting in the listen queue would
/// hold it until nginx's read timeout; a client on its own is told when to come back.
final class ConnectionCap: Sendable {
    let limit: Int
    private let open = NIOLockedValueBox(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts a new connection in; `false` (and not counted) when `limit` are open already.
    func admit() -> Bool {
        open.withLockedValue { open in
            guard open < limit else { return false }
            open += 1
            return true
        }
    }

    /// A connection `admit` counted in has closed.
    func release() {
        open.withLockedValue { $0 -= 1 }
    }
}
