import ArgumentParser
import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed episodes --watched|--unwatched`: every such episode on one page (`LibraryApp.episodes`),
/// with `--name` and `--episode` applied to it as the API applies them (contains, any case), in
/// the table or JSON of `rmfeed episodes`. Episodes the API could not give and the cache does
/// not hold are said on standard error; the others are listed regardless.
enum WatchedEpisodesListing {
    static func run(_ filter: WatchedFilter, filters: EpisodeFilters, options: GlobalOptions, format: ViewOptions.Format) async throws {
        try await LibrarySession.run(options) { library, presenter in
            let (loaded, missing) = try await library.episodes(filter)
            let shown = filtered(loaded, by: filters)
            let viewModel = Presenters(presenter).episodes.viewModel(for: shown.page, source: shown.source, saveFailed: false)
            switch format {
            case .table: StandardStream.output.write(EpisodesTable.render(viewModel))
            case .json: printOutput(PageJSON.render(shown, page: 1, itemsKey: "episodes", item: ItemJSON.episode))
            }
            if missing > 0, case let .cache(_, remoteError?) = loaded.source {
                let total = missing + loaded.page.items.count
                printError("\(missing) of \(total) episodes could not be loaded: \(presenter.errorViewModel(for: remoteError).message)")
            }
        }
    }

    static func filtered(_ loaded: LoadedResourcePage<FeedEpisode>, by filters: EpisodeFilters) -> LoadedResourcePage<FeedEpisode> {
        let items = loaded.page.items.filter { episode in
            matches(episode.name, filters.name) && matches(episode.code, filters.episode)
        }
        let page = ResourcePage(items: items, nextPage: nil, totalPages: items.isEmpty ? 0 : 1, totalCount: items.count)
        return LoadedResourcePage(page: page, source: loaded.source, saveFailed: loaded.saveFailed)
    }

    private static func matches(_ text: String, _ wanted: String?) -> Bool {
        guard let wanted, !wanted.isEmpty else { return true }
        return text.range(of: wanted, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}
