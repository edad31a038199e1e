import ArgumentParser
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed location ID`: one location with its residents.
struct LocationCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "location",
        abstract: "Show one location with its residents.",
        discussion: DetailHelp.discussion
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The location's id (rmfeed locations lists them).") var id: Int
    @OptionGroup var view: ViewOptions

    func validate() throws {
        guard id >= 1 else { throw ValidationError("the id must be 1 or more") }
    }

    func run() async throws {
        try await AppSession.run(options) { app, presenter, _ in
            let detail = try await ShownOrFailed.found(presenter) { try await app.locationDetail(id: id, preferring: view.prefer) }
            switch view.format {
            case .table:
                StandardStream.output.write(LocationDetailText.render(detail, presenter: Presenters(presenter).locations, characters: presenter))
            case .json: printOutput(DetailJSON.render(detail))
            }
        }
    }
}
