import ArgumentParser
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed stats`: what the cache holds of the show, counted, as `/stats` draws it.
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Count what the cache holds: characters by status, species and gender, episodes per season with their casts, the characters in the most episodes, locations by type and dimension.",
        discussion: "From the cache only; the API is not asked. Run `rmfeed sync` first for the whole show."
    )

    @OptionGroup var options: GlobalOptions

    @Option(help: "table for people, json for scripts.") var format: ViewOptions.Format = .table

    func run() async throws {
        try await AppSession.run(options) { app, _, _ in
            let statistics: ShowStatistics
            do {
                statistics = try await app.showStatistics()
            } catch {
                printError("Could not read the cache: \(error)")
                throw ExitCode.failure
            }
            let output = StatsOutput(statistics: statistics)
            printOutput(format == .json ? output.json : output.table)
        }
    }
}
