import ArgumentParser
import Foundation
import Logging
import RickAndMortyApp
import RickAndMortyFeed

/// Builds the app for one command, validates the cache as the app starts, runs the command's
/// work and always shuts the app down.
enum AppSession {
    /// `pooledCache`: the cache file opened as a pool of connections, for the server and
    /// `sync`, which read while they write; the other commands read with one connection, which
    /// writes nothing to the file until they save something.
    static func run<T>(
        _ options: GlobalOptions,
        validatingCache: Bool = true,
        pooledCache: Bool = false,
        quietLogLevel: Logger.Level = .error,
        metrics: AppMetrics = .disabled,
        reachabilityWindow: Duration? = nil,
        _ work: (FeedApp, CharactersPresenter, Logger) async throws -> T
    ) async throws -> T {
        // A file-size limit (a full disk, `ulimit -f`) must fail a save with a clear error, not
        // kill the tool with SIGXFSZ in the middle of showing the characters.
        signal(SIGXFSZ, SIG_IGN)
        let level = try options.resolvedLogLevel(default: quietLogLevel, environment: ProcessInfo.processInfo.environment)
        let logger = CommandLineLogging.logger(level: level)
        let app = try FeedApp(
            configuration: options.configuration(), logger: logger, reachabilityWindow: reachabilityWindow,
            oneCacheConnection: !pooledCache, metrics: metrics
        )
        let presenter = CharactersPresenter(localization: .forEnvironment(ProcessInfo.processInfo.environment))
        if validatingCache {
            do {
                try await app.validateCache()
            } catch {
                logger.warning("could not validate the cache", metadata: ["error": "\(error)"])
            }
        }
        do {
            let result = try await work(app, presenter, logger)
            await app.shutdown()
            return result
        } catch {
            await app.shutdown()
            throw error
        }
    }
}
