import ArgumentParser
import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed cache info|validate|clear`.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Look at, validate or empty the cache.",
        subcommands: [Info.self, Validate.self, Clear.self]
    )

    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print what the cache holds of characters, episodes and locations (items, pages, when saved), images and size.")

        @OptionGroup var options: GlobalOptions

        @Option(help: "table for people, json for scripts.") var format: ViewOptions.Format = .table

        func run() async throws {
            try await AppSession.run(options, validatingCache: false) { app, presenter, _ in
                try await CacheCommand.printInfo(app, presenter, format: format)
            }
        }
    }

    struct Validate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete the cache when it is 7 days old or more, or cannot be read.")

        @OptionGroup var options: GlobalOptions

        func run() async throws {
            try await AppSession.run(options, validatingCache: false) { app, presenter, _ in
                do {
                    try await app.validateCache()
                } catch {
                    printError("Could not validate the cache: \(error)")
                    throw ExitCode.failure
                }
                try await CacheCommand.printInfo(app, presenter)
            }
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Empty the cache: characters, episodes, locations and images.")

        @OptionGroup var options: GlobalOptions

        func run() async throws {
            try await AppSession.run(options, validatingCache: false) { app, _, _ in
                do {
                    try await app.clearCache()
                } catch {
                    printError("Could not clear the cache: \(error)")
                    throw ExitCode.failure
                }
                printOutput("Cache cleared: \(app.configuration.cacheFileURL.path)")
            }
        }
    }

    static func printInfo(_ app: FeedApp, _ presenter: CharactersPresenter, format: ViewOptions.Format = .table) async throws {
        let statistics: FeedCacheStatistics
        do {
            statistics = try await app.cacheStatistics()
        } catch {
            printError("Could not read the cache: \(error)")
            throw ExitCode.failure
        }
        let output = CacheInfoOutput(file: app.configuration.cacheFileURL, statistics: statistics, presenter: presenter)
        printOutput(format == .json ? output.json : output.table)
    }
}

enum ByteSize {
    static func text(_ bytes: Int) -> String {
        let units = ["bytes", "KiB", "MiB", "GiB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return unit == 0 ? "\(bytes) bytes" : String(format: "%.1f %@", value, units[unit])
    }
}
