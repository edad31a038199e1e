/// Loads of one key that overlap share one: the first starts it, the others wait for its result
/// (as `RecentRemoteCharactersFeed` shares a page's load). Nothing is kept once it ends. The
/// shared load runs in its own task, so one waiter going away does not cancel it for the rest.
actor SharedLoads<Key: Hashable & Sendable, Value: Sendable> {
    private var inFlight: [Key: Task<Value, any Error>] = [:]

    func value(for key: Key, load: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if let shared = inFlight[key] { return try await shared.value }
        let task = Task { try await load() }
        inFlight[key] = task
        let result = await task.result
        inFlight[key] = nil
        return try result.get()
    }
}
