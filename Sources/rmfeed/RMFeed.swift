import ArgumentParser
import Foundation
import RickAndMortyFeed

@main
struct RMFeed: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rmfeed",
        abstract: "Browse the characters, episodes and locations of Rick and Morty, online and offline.",
        discussion: """
        Characters, episodes and locations come from the Rick and Morty API and are kept in a \
        7-day cache, with the links between them, so the tool \
        keeps working without connectivity. Point it at the stand-in API for offline demos:
          rmfeed-stub-api --port 8081 &
          rmfeed characters --api-url http://127.0.0.1:8081/api
        Exit codes: 0 shown, 1 the scenario's error message or an unknown id, 2 placeholder \
        image, 64 usage, \
        141 the reader of the output went away.
        Shell completions: rmfeed --generate-completion-script bash|zsh|fish (docs/USAGE.md).
        """,
        version: RMFeedVersion.current,
        subcommands: [
            ServeCommand.self, CharactersCommand.self, CharacterCommand.self, EpisodesCommand.self, EpisodeCommand.self,
            LocationsCommand.self, LocationCommand.self, SearchCommand.self, ImageCommand.self, SyncCommand.self, CacheCommand.self,
            StatsCommand.self,
        ]
            + libraryCommands
    )

    /// A reader that goes away must not kill the tool with SIGPIPE wherever it happens to be:
    /// ignored, the write returns EPIPE, and `StandardStream` ends the tool quietly, as `cat` ends.
    static func main() async {
        signal(SIGPIPE, SIG_IGN)
        await main(nil)
    }
}
