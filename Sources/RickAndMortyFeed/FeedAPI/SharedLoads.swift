/// Loads of one key that overlap share one: the first starts it, the others wait for its result.
/// Nothing is kept once it ends. The shared load runs in its own task, so one waiter going away
/// does not cancel it for the rest; the last one going away does, so no work goes on (no request
/// holds one of the API's connections) for nobody. The web's feed (`RecentRemoteResourceFeed`)
/// and the mirror (`ReadThroughResource`) both share their upstream loads through it, and
/// `/graphql` the making of an answer that many clients ask for at once.
public actor SharedLoads<Key: Hashable & Sendable, Value: Sendable> {
    private struct Shared {
        let task: Task<Value, any Error>
        var waiters: Int
    }

    private var inFlight: [Key: Shared] = [:]

    public init() {}

    /// `load`'s value for `key`, loaded once for every caller that asks while it runs. Whatever
    /// `load` does before it returns (keeping its value somewhere) is done before the next caller
    /// for `key` can start another load. A waiter that is cancelled still gets the result, or the
    /// cancellation once every waiter has gone.
    public func value(for key: Key, load: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task: Task<Value, any Error>
        if var shared = inFlight[key] {
            shared.waiters += 1
            inFlight[key] = shared
            task = shared.task
        } else {
            task = Task { try await load() }
            inFlight[key] = Shared(task: task, waiters: 1)
        }
        let result = await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            Task { await self.leave(key, task) }
        }
        if inFlight[key]?.task == task { inFlight[key] = nil }
        return try result.get()
    }

    /// How many callers wait for `key`'s load now.
    public func waiters(of key: Key) -> Int { inFlight[key]?.waiters ?? 0 }

    private func leave(_ key: Key, _ task: Task<Value, any Error>) {
        guard var shared = inFlight[key], shared.task == task else { return }
        shared.waiters -= 1
        if shared.waiters > 0 {
            inFlight[key] = shared
        } else {
            inFlight[key] = nil
            task.cancel()
        }
    }
}
