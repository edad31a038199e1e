import ArgumentParser
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed character ID`: one character with its episodes, origin and last location.
struct CharacterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "character",
        abstract: "Show one character with its episodes, origin and last location.",
        discussion: DetailHelp.discussion
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The character's id.") var id: Int
    @OptionGroup var view: ViewOptions

    func validate() throws {
        guard id >= 1 else { throw ValidationError("the id must be 1 or more") }
    }

    func run() async throws {
        try await AppSession.run(options) { app, presenter, _ in
            let detail = try await ShownOrFailed.found(presenter) { try await app.characterDetail(id: id, preferring: view.prefer) }
            let presenters = Presenters(presenter)
            switch view.format {
            case .table:
                StandardStream.output.write(CharacterDetailText.render(
                    detail, presenter: presenter, episodes: presenters.episodes, locations: presenters.locations
                ))
            case .json: printOutput(DetailJSON.render(detail))
            }
        }
    }
}
