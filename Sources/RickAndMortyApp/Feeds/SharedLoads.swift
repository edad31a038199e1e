/// Loads of one key that overlap share one: the first starts it, the others wait for its result.
/// Nothing is kept once it ends. The shared load runs in its own task, so one waiter going away
/// does not cancel it for the rest. The web's feed (`RecentRemoteResourceFeed`) and the mirror
/// (`ReadThroughResource`) both share their upstream loads through it.
actor SharedLoads<Key: Hashable & Sendable, Value: Sendable> {
    private var inFlight: [Key: Task<Value, any Error>] = [:]

    /// `load`'s value for `key`, loaded once for every caller that asks while it runs. Whatever
    /// `load` does before it returns (keeping its value somewhere) is done before the next caller
    /// for `key` can start another load.
    func value(for key: Key, load: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if let shared = inFlight[key] { return try await shared.value }
        let task = Task { try await load() }
        inFlight[key] = task
        let result = await task.result
        inFlight[key] = nil
        return try result.get()
    }
}
