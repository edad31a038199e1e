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
        _ work: (FeedApp, CharactersPresenter, Logger) async throws -> T
    ) async throws -> T {
        // A file-size limit (a full disk, `ulimit -f`) must fail a save with a clear error, not
        // kill the tool with SIGXFSZ in the middle of showing the characters.
        signal(SIGXFSZ, SIG_IGN)
        let logger = CommandLineLogging.logger(verbose: options.verbose, quietLevel: quietLogLevel)
        let app = try FeedApp(configuration: options.configuration(), logger: logger, oneCacheConnection: !pooledCache)
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

/// Logs go to standard error, so standard output stays the command's result.
enum CommandLineLogging {
    private static let bootstrap: Void = LoggingSystem.bootstrap { label in
        StandardErrorLogHandler(label: label)
    }

    static func logger(verbose: Bool, quietLevel: Logger.Level = .error) -> Logger {
        _ = bootstrap
        var logger = Logger(label: "rmfeed")
        logger.logLevel = verbose ? .debug : quietLevel
        return logger
    }
}

/// swift-log's stream handler, written through `StandardStream` like every other line the tool
/// prints, so a closed standard error ends the tool quietly instead of being written into.
struct StandardErrorLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var shown = metadata
        if let extra = event.metadata { shown.merge(extra) { _, explicit in explicit } }
        if let error = event.error { shown["error"] = "\(error)" }
        let pairs = shown.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        printError("\(Date().formatted(.iso8601)) \(event.level) \(label):\(pairs) [\(event.source)] \(event.message)")
    }
}
