import NIOCore

/// The request-read timeout as a value: once the first byte of a request has arrived, the whole
/// request, head and body, must follow within `limit`, or the connection is closed. A client that
/// trickles its head or its body in (a byte every few seconds) cannot hold a connection for
/// longer, while a keep-alive connection waiting for its next request is left to the (longer)
/// idle timeout: the clock starts at the first byte. `RequestReadTimeoutHandler` runs it.
///
/// One timer per connection, not one per request: it is not cancelled when a request ends (on a
/// busy keep-alive connection that was a timer scheduled and cancelled for every request), but
/// looks, when it fires, at the request being read then, if any, and waits on for that one's time.
struct RequestReadClock {
    enum Action: Equatable {
        case none
        /// Arm the connection's one timer for this deadline.
        case schedule(NIODeadline)
        case close
    }

    private enum State {
        /// Between a request's end (or the connection's start) and the next request's first byte.
        case awaitingRequest
        /// A request is being read; its first byte came at `since`.
        case readingRequest(since: NIODeadline)
    }

    let limit: TimeAmount
    private var state = State.awaitingRequest
    private var timerArmed = false

    init(limit: TimeAmount) {
        self.limit = limit
    }

    /// Bytes arrived at `now`: when they begin a request, its clock starts.
    mutating func bytesArrived(now: NIODeadline) -> Action {
        guard case .awaitingRequest = state else { return .none }
        state = .readingRequest(since: now)
        guard !timerArmed else { return .none }
        timerArmed = true
        return .schedule(now + limit)
    }

    /// The request (its body included) was read: its clock stops.
    mutating func requestEnded() {
        state = .awaitingRequest
    }

    /// The timer fired at `now`: closes when the request being read began `limit` ago or more,
    /// waits on when a later one is being read, stops when none is.
    mutating func timerFired(now: NIODeadline) -> Action {
        timerArmed = false
        guard case .readingRequest(let since) = state else { return .none }
        let deadline = since + limit
        guard deadline > now else { return .close }
        timerArmed = true
        return .schedule(deadline)
    }
}
