import NIOConcurrencyHelpers

/// Views that miss one kept page at once wait for the first one's making of it instead of each
/// making their own: when a kept page grew old under load, every connection made it again at
/// once, and the slowest views waited behind all those makings. Unlike `SharedLoads`, the maker
/// is the first view itself, because a middleware's rest of the chain cannot move to another
/// task; the others get what it made, or make their own when it made nothing to share.
final class FirstViewMakes<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    enum Turn: Sendable {
        /// This view makes it, and must then call `finish(_:with:)` whatever happens.
        case first
        /// The first view's making ended with this; `nil`: nothing to share.
        case made(Value?)
    }

    private let waiting = NIOLockedValueBox<[Key: [CheckedContinuation<Turn, Never>]]>([:])

    /// `.first` when nobody is making `key`, else (once that making ends) what it made.
    func turn(for key: Key) async -> Turn {
        await withCheckedContinuation { continuation in
            let first = waiting.withLockedValue { waiting in
                guard var waiters = waiting[key] else {
                    waiting[key] = []
                    return true
                }
                waiters.append(continuation)
                waiting[key] = waiters
                return false
            }
            if first { continuation.resume(returning: .first) }
        }
    }

    /// Whether a view is making `key` now.
    func isMaking(_ key: Key) -> Bool { waiting.withLockedValue { $0[key] != nil } }

    /// How many views wait for `key`'s making now.
    func waiters(of key: Key) -> Int { waiting.withLockedValue { $0[key]?.count ?? 0 } }

    /// Ends the making of `key` with `value` for every view that waited for it.
    func finish(_ key: Key, with value: Value?) {
        let waiters = waiting.withLockedValue { $0.removeValue(forKey: key) } ?? []
        for waiter in waiters { waiter.resume(returning: .made(value)) }
    }
}
