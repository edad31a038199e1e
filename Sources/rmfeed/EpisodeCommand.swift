import ArgumentParser
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed episode ID`: one episode with its cast.
struct EpisodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "episode",
        abstract: "Show one episode with its characters.",
        discussion: DetailHelp.discussion
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The episode's id (rmfeed episodes lists them).") var id: Int
    @OptionGroup var view: ViewOptions

    func validate() throws {
        guard id >= 1 else { throw ValidationError("the id must be 1 or more") }
    }

    func run() async throws {
        try await AppSession.run(options) { app, presenter, _ in
            let detail = try await ShownOrFailed.found(presenter) { try await app.episodeDetail(id: id, preferring: view.prefer) }
            switch view.format {
            case .table:
                StandardStream.output.write(EpisodeDetailText.render(detail, presenter: Presenters(presenter).episodes, characters: presenter))
            case .json: printOutput(DetailJSON.render(detail))
            }
        }
    }
}
