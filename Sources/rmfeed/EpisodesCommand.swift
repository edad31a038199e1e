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
        With --prefer cache, a valid cached page is shown without asking the API. \
        --watched or --unwatched lists every episode of your library's watched list (or every \
        other one) on one page, in the series' order: from the cache when it holds them all, \
        else one request for all of them (see docs/USAGE.md, "Your library").
        """
    )

    @OptionGroup var options: GlobalOptions

    @Option(help: "The page to show, from 1.") var page = 1
    @Option(help: "Only episodes whose name contains this.") var name: String?
    @Option(help: "Only episodes whose code contains this: S01 for a season, S01E01 for one episode.") var episode: String?
    @Flag(help: "Only the episodes you marked as watched, all of them.") var watched = false
    @Flag(help: "Only the episodes you have not marked as watched, all of them.") var unwatched = false
    @OptionGroup var view: ViewOptions

    func validate() throws {
        guard page >= 1 else { throw ValidationError("--page must be 1 or more") }
        guard !(watched && unwatched) else { throw ValidationError("--watched and --unwatched cannot be used together") }
        guard page == 1 || watchedFilter == nil else {
            throw ValidationError("--page cannot be used with --watched or --unwatched: they list every episode at once")
        }
    }

    private var watchedFilter: WatchedFilter? {
        watched ? .watched : unwatched ? .unwatched : nil
    }

    func run() async throws {
        if let watchedFilter {
            let filters = EpisodeFilters(name: name, episode: episode)
            return try await WatchedEpisodesListing.run(watchedFilter, filters: filters, options: options, format: view.format)
        }
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
