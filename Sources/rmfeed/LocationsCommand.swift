import ArgumentParser
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed locations`: one page of locations as a table or JSON.
struct LocationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locations",
        abstract: "Show a page of locations: the latest from the API, or the cache when offline.",
        discussion: """
        Remote-first, as characters: the latest page replaces that page in the cache; when the \
        API cannot be reached or answers with invalid data, the cached page is shown if it is \
        less than 7 days old. Filters search the cached pages offline. \
        With --prefer cache, a valid cached page is shown without asking the API.
        """
    )

    @OptionGroup var options: GlobalOptions

    @Option(help: "The page to show, from 1.") var page = 1
    @Option(help: "Only locations whose name contains this.") var name: String?
    @Option(help: "Only locations whose type contains this (Planet, Space station, …).") var type: String?
    @Option(help: "Only locations whose dimension contains this (C-137, …).") var dimension: String?
    @OptionGroup var view: ViewOptions

    func validate() throws {
        guard page >= 1 else { throw ValidationError("--page must be 1 or more") }
    }

    func run() async throws {
        let query = LocationsQuery(page: page, filters: LocationFilters(name: name, type: type, dimension: dimension))
        try await AppSession.run(options) { app, presenter, _ in
            let loaded = try await ShownOrFailed.load(presenter) { try await app.locations(preferring: view.prefer).load(query) }
            let viewModel = Presenters(presenter).locations.viewModel(for: loaded.page, source: loaded.source, saveFailed: loaded.saveFailed)
            switch view.format {
            case .table: StandardStream.output.write(LocationsTable.render(viewModel))
            case .json: printOutput(PageJSON.render(loaded, page: query.page, itemsKey: "locations", item: ItemJSON.location))
            }
            if let saveError = viewModel.saveErrorMessage { printError(saveError) }
        }
    }
}
