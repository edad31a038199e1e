/// Runs `body` with `resource` (a harness, a server), then stops it, whether `body` returned or
/// threw: the one way every test harness ends.
@discardableResult
public func stopped<Resource: Sendable, Value>(
    after body: (Resource) async throws -> Value,
    with resource: Resource,
    stop: (Resource) async -> Void
) async throws -> Value {
    let value: Value
    do {
        value = try await body(resource)
    } catch {
        await stop(resource)
        throw error
    }
    await stop(resource)
    return value
}
