import ArgumentParser
import Foundation
import RickAndMortyApp

/// The options every command takes (README.md, "The command-line tool").
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("api-url"), help: ArgumentHelp(
        "The API's base URL (env RMFEED_API_URL).", valueName: "url"))
    var apiURL: String?

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp(
        "The folder of the cache file (env RMFEED_CACHE_DIR; default $XDG_CACHE_HOME/rmfeed, else ~/.cache/rmfeed).",
        valueName: "dir"))
    var cacheDirectory: String?

    @Flag(name: .long, help: "Log what the tool does on standard error.")
    var verbose = false

    func configuration() throws -> AppConfiguration {
        do {
            return try AppConfiguration.resolve(
                apiURL: apiURL,
                cacheDirectory: cacheDirectory,
                environment: ProcessInfo.processInfo.environment,
                homeDirectory: FileManager.default.homeDirectoryForCurrentUser
            )
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
