import ArgumentParser
import Foundation
import Logging
import RickAndMortyApp

/// The options every command takes (docs/USAGE.md, "The command-line tool").
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("api-url"), help: ArgumentHelp(
        "The API's base URL (env RMFEED_API_URL).", valueName: "url"))
    var apiURL: String?

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp(
        "The folder of the cache file (env RMFEED_CACHE_DIR; default $XDG_CACHE_HOME/rmfeed, else ~/.cache/rmfeed).",
        valueName: "dir"))
    var cacheDirectory: String?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp(
        "The folder of the personal library, favourites and watched episodes (env RMFEED_DATA_DIR; default $XDG_DATA_HOME/rmfeed, else ~/.local/share/rmfeed).",
        valueName: "dir"))
    var dataDirectory: String?

    @Option(name: .customLong("image-host"), help: ArgumentHelp(
        "A host images may come from besides the API's own origin; HOST means its default ports, HOST:PORT that port. Repeatable (env RMFEED_IMAGE_HOSTS, comma-separated). Any other image or redirect is refused: the placeholder and a warning.",
        valueName: "host"))
    var imageHosts: [String] = []

    @Flag(name: .long, help: "Log what the tool does on standard error: the same as --log-level debug.")
    var verbose = false

    @Option(name: .customLong("log-level"), help: ArgumentHelp(
        "The least severe log lines written to standard error (env RMFEED_LOG_LEVEL; default error, info for serve).",
        valueName: "level"))
    var logLevel: Logger.Level?

    /// --log-level, else --verbose (debug), else `RMFEED_LOG_LEVEL`, else the command's own level.
    func resolvedLogLevel(default commandLevel: Logger.Level, environment: [String: String]) throws -> Logger.Level {
        if let logLevel { return logLevel }
        if verbose { return .debug }
        guard let text = environment["RMFEED_LOG_LEVEL"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return commandLevel
        }
        guard let level = Logger.Level(argument: text.lowercased()) else {
            throw ValidationError("RMFEED_LOG_LEVEL must be one of \(Logger.Level.allValueStrings.joined(separator: ", ")), got '\(text)'")
        }
        return level
    }

    func configuration() throws -> AppConfiguration {
        do {
            return try AppConfiguration.resolve(
                apiURL: apiURL,
                cacheDirectory: cacheDirectory,
                dataDirectory: dataDirectory,
                imageHosts: imageHosts,
                environment: ProcessInfo.processInfo.environment,
                homeDirectory: FileManager.default.homeDirectoryForCurrentUser
            )
        } catch {
            throw ValidationError("\(error)")
        }
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
