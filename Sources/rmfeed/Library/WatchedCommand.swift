import Foundation
import ArgumentParser
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed watched CODE|ID [--unset]`: marks an episode as watched, or not.
struct WatchedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watched",
        abstract: "Mark an episode as watched (or, with --unset, not watched).",
        discussion: """
        The episode is named by its id (1) or its code (S01E01). It must exist: it is looked up \
        in the cache, else the API. --unset with an id works offline. Marking twice changes nothing.
        """
    )

    @OptionGroup var options: GlobalOptions
    @Argument(help: ArgumentHelp("The episode's id or code.", valueName: "code-or-id")) var episode: String
    @Flag(help: "Mark the episode as not watched.") var unset = false
    @Option(help: "table for people, json for scripts.") var format: LibraryOutputFormat = .table

    func validate() throws {
        guard EpisodeReference(episode) != nil else {
            throw ValidationError("the episode must be an id from 1 or a code like S01E01, got '\(episode)'")
        }
    }

    func run() async throws {
        guard let reference = EpisodeReference(episode) else { throw ExitCode.validationFailure }
        try await LibrarySession.run(options) { library, _ in
            let change = try await library.setWatched(!unset, episode: reference)
            LibraryChangeOutput.print(change, format: format, list: .watched)
        }
    }
}
