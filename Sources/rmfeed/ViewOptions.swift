import ArgumentParser
import RickAndMortyApp
import RickAndMortyFeed

extension FeedPreference: ExpressibleByArgument {}

/// How a command that shows characters, episodes or locations asks and answers: every such
/// command takes `--prefer remote|cache` and `--format table|json` (docs/USAGE.md, "The command-line tool").
struct ViewOptions: ParsableArguments {
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case table, json
    }

    @Option(help: "Ask the API first (remote) or show a valid cache first (cache).") var prefer: FeedPreference = .remote
    @Option(help: "table for people, json for scripts.") var format: Format = .table
}
extension CharacterOrder: ExpressibleByArgument {}
