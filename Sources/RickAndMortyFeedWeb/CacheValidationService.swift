import Logging
import ServiceLifecycle

/// Runs *Validate feed cache* every `interval` while the server runs, so an expired cache is
/// deleted even when nobody restarts the app. It stops with the server.
struct CacheValidationService: Service {
    let validateCache: @Sendable () async throws -> Void
    let interval: Duration
    let logger: Logger

    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                try await Task.sleep(for: interval)
                do {
                    try await validateCache()
                    logger.debug("validated the cache")
                } catch {
                    logger.warning("could not validate the cache", metadata: ["error": "\(error)"])
                }
            }
        }
    }
}
