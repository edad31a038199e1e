import ServiceLifecycle

/// Stops asking the API the moment a graceful shutdown starts, before the web server begins to
/// drain: answers waiting on the API get theirs at once (the cache, or the 503 of an empty one),
/// and nothing new is started upstream, so the server drains well within its shutdown bound.
/// Placed after the web application in the group, which shuts services down last to first.
struct UpstreamStopService: Service {
    let stopUpstream: @Sendable () async -> Void

    func run() async throws {
        // Cancelled instead (the group is going away): stopping is the owner's business then.
        try await gracefulShutdown()
        await stopUpstream()
    }
}
