import ArgumentParser
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed episodes`: one page of episodes as a table or JSON.
struct EpisodesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "episodes",
        abstract: "Show a page of episodes: the latest from the API, or the cache when offline.",
        discussion: """
        Remote-first, as characters: the latest page replaces that page in the cache; when the \
        API cannot be reached or answers with invalid data, the cached page is shown if it is \
        less than 7 days old. Filters search the cached pages offline. \
        With --prefer cache, a valid cached page is shown without asking the API.
        """
    )

    @OptionGroup var options: GlobalOptions

    @Option(help: "The page to show, from 1.") var page = 1
    @Option(help: "Only episodes whose name contains this.") var name: String?
    @Option(help: "Only episodes whose code contains this: S01 for a season, S01E01 for one episode.") var episode: String?
    @OptionGroup var view: ViewOptions

    func validate() throws {
        guard page >= 1 else { throw ValidationError("--page must be 1 or more") }
    }

    func run() async throws {
        let query = EpisodesQuery(page: page, filters: EpisodeFilters(name: name, episode: episode))
        try await AppSession.run(options) { app, presenter, _ in
            let loaded = try await ShownOrFailed.load(presenter) { try await app.episodes(preferring: view.prefer).load(query) }
            let viewModel = Presenters(presenter).episodes.viewModel(for: loaded.page, source: loaded.source, saveFailed: loaded.saveFailed)
            switch view.format {
            case .table: StandardStream.output.write(EpisodesTable.render(viewModel))
            case .json: printOutput(PageJSON.render(loaded, page: query.page, itemsKey: "episodes", item: ItemJSON.episode))
            }
            if let saveError = viewModel.saveErrorMessage { printError(saveError) }
        }
    }
}
