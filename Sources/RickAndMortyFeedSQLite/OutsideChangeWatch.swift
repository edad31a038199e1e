import NIOConcurrencyHelpers

/// Tells when another process committed to the cache file (`rmfeed cache clear` or `sync` while
/// `serve` runs), from the writer connection's `PRAGMA data_version`: it moves only when some
/// other connection commits, so this store's own writes, access-time updates included, never
/// count. Checks are rate-limited to one per `interval` and run in the background, so reading
/// the store's generation never waits for the database.
final class OutsideChangeWatch: Sendable {
    private struct State {
        var lastCheck: ContinuousClock.Instant?
        var checking = false
        var dataVersion: Int?
    }

    let interval: Duration
    private let state = NIOLockedValueBox(State())

    init(interval: Duration) {
        self.interval = interval
    }

    /// Whether a check is due at `now`; if so, it counts as started and no other starts until
    /// `finishCheck` is called.
    func startCheckIfDue(now: ContinuousClock.Instant = .now) -> Bool {
        state.withLockedValue { state in
            guard !state.checking else { return false }
            if let last = state.lastCheck, now - last < interval { return false }
            state.checking = true
            state.lastCheck = now
            return true
        }
    }

    /// Records the version a check read; `true` when it moved since the previous one. A first
    /// reading (or one after `restart`) is the baseline, not a move; an unreadable one is neither.
    func finishCheck(dataVersion: Int?) -> Bool {
        state.withLockedValue { state in
            state.checking = false
            guard let dataVersion else { return false }
            defer { state.dataVersion = dataVersion }
            return state.dataVersion.map { $0 != dataVersion } ?? false
        }
    }

    /// A new connection was opened: its versions do not compare with the old one's.
    func restart(dataVersion: Int?) {
        state.withLockedValue { $0.dataVersion = dataVersion }
    }
}
