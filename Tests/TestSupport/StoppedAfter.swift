/// Runs `body` with `resource` (a harness, a server), then stops it, whether `body` returned or
/// threw: the one way every test harness ends.
public func stopped<Resource: Sendable>(
    after body: (Resource) async throws -> Void,
    with resource: Resource,
    stop: (Resource) async -> Void
) async throws {
    do {
        try await body(resource)
    } catch {
        await stop(resource)
        throw error
    }
    await stop(resource)
}
