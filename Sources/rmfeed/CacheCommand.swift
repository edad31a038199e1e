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
            abstract: "Print the cache's timestamp, age, number of characters and images, and size.")

        @OptionGroup var options: GlobalOptions

        func run() async throws {
            try await AppSession.run(options, validatingCache: false) { app, presenter, _ in
                try await CacheCommand.printInfo(app, presenter)
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
        static let configuration = CommandConfiguration(abstract: "Empty the cache: characters and images.")

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

    static func printInfo(_ app: FeedApp, _ presenter: CharactersPresenter) async throws {
        let statistics: FeedCacheStatistics
        do {
            statistics = try await app.cacheStatistics()
        } catch {
            printError("Could not read the cache: \(error)")
            throw ExitCode.failure
        }
        let saved = statistics.timestamp.map { "\($0.formatted(.iso8601)) (\(presenter.age(since: $0)))" } ?? "never"
        printOutput("""
        File:       \(app.configuration.cacheFileURL.path)
        Saved:      \(saved)
        Characters: \(statistics.characterCount)
        Images:     \(statistics.imageCount) (\(ByteSize.text(statistics.imageBytes)))
        Size:       \(ByteSize.text(statistics.totalBytes))
        """)
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
