import Foundation
import RickAndMortyFeed
@testable import RickAndMortyFeedWeb

/// A context of each page's template in each of its states, every optional part filled in
/// somewhere: what `TemplateNamesTests` walks.
enum TemplateContextSamples {
    static func pages() async throws -> [(template: PageRenderer.Template, context: Any)] {
        let localization = FeedLocalization(language: "en")
        let environment = try await WebEnvironment(
            features: features, renderer: PageRenderer.load(), currentDate: { InProcessWebHarness.now }
        )
        let chrome = environment.renderer.chrome(title: "Rick", section: .characters, onList: true, localization: localization)
        let marks = LibraryMarks(favorites: [1], watched: [1], token: "token", localization: localization, returnPath: "/")
        let offline = FeedSource.cache(savedAt: InProcessWebHarness.now, remoteError: .connectivity)
        let rick = InProcessWebHarness.character(id: 1, name: "Rick")
        let pilot = InProcessWebHarness.episode(id: 1, name: "Pilot", characterIDs: [1, 9])
        let earth = InProcessWebHarness.location(id: 3, name: "Earth", residentIDs: [1, 9])
        let alert = AlertContext(message: "Gone", retryTitle: "Again", retryHref: "/")
        let episodes = EpisodesPresenter(localization: localization, currentDate: environment.currentDate)
        let locations = LocationsPresenter(localization: localization, currentDate: environment.currentDate)
        let characters = environment.presenter(for: localization)
            .viewModel(for: CharactersPage(characters: [rick], nextPage: 3, totalPages: 3), source: offline, saveFailed: true)
        let charactersQuery = ListPageQuery<CharacterFilters>(rawQuery: "page=2&name=rick&status=alive&origin=3")
        let search = SearchAnswer(
            terms: SearchTerms("rick"),
            results: [SearchResult(kind: .character, id: 1, name: "Rick"), SearchResult(kind: .episode, id: 1, name: "Pilot")],
            cacheIsEmpty: false, suggestions: [SearchResult(kind: .location, id: 3, name: "Earth")]
        )
        var withFacets = FeedPageContext.loaded(
            characters, items: .init(cards: characters.items.map { CardContext($0, marks: marks) }),
            query: charactersQuery, chrome: chrome, localization: localization
        )
        let facets = ResourceFacets(facets: [.init(name: "status", counts: ["Alive": 2, "Dead": 1])], isWhole: false)
        withFacets.facets = FacetsContext(facets, query: charactersQuery, pageFromRemote: true, localization: localization)
        return [
            (.feed, withFacets),
            (.feed, FeedPageContext.loaded(
                episodes.viewModel(for: EpisodesPage(items: [pilot], nextPage: nil, totalPages: 1), source: .remote),
                items: .init(episodes: [EpisodeEntry(episodes.viewModel(for: pilot), marks: marks)]),
                query: ListPageQuery<EpisodeFilters>(rawQuery: "name=pilot"), chrome: chrome, localization: localization
            )),
            (.feed, FeedPageContext.loaded(
                locations.viewModel(for: LocationsPage(items: [], nextPage: nil, totalPages: 1), source: .remote),
                items: .init(locations: [LocationEntry(locations.viewModel(for: earth))]),
                query: ListPageQuery<LocationFilters>(rawQuery: "type=planet"), chrome: chrome, localization: localization
            )),
            (.feed, FeedPageContext.failed(
                FeedErrorViewModel(message: "Gone", retryTitle: "Again"), query: charactersQuery, chrome: chrome, localization: localization
            )),
            (.character, CharacterPageContext(
                CharacterDetail(character: rick, episodes: [pilot], origin: earth, location: earth, source: offline),
                chrome: chrome, environment: environment, localization: localization, marks: marks,
                seasons: (ShowStatistics.seasons([pilot]), false)
            )),
            (.character, CharacterPageContext(
                CharacterDetail(character: InProcessWebHarness.character(id: 2, name: "Morty"), episodes: [], origin: nil, location: nil, source: .remote),
                chrome: chrome, environment: environment, localization: localization
            )),
            (.linkedItem, LinkedItemPageContext(
                episodes.viewModel(for: pilot), cast: [rick], source: offline,
                chrome: chrome, environment: environment, localization: localization, marks: marks
            )),
            (.linkedItem, LinkedItemPageContext(
                locations.viewModel(for: InProcessWebHarness.location(id: 4, name: "Nowhere", residentIDs: [])), residents: [], source: .remote,
                chrome: chrome, environment: environment, localization: localization
            )),
            (.message, MessagePageContext(chrome: chrome, heading: "Not found", alert: alert, backTitle: "Back", backHref: "/")),
            (.search, SearchPageContext(query: "rick", answer: search, chrome: chrome, localization: localization, assets: environment.renderer.assets)),
            (.search, SearchPageContext(query: "", alert: alert, chrome: chrome, localization: localization, assets: environment.renderer.assets)),
            (.favorites, FavoritesPageContext(
                LibraryShelf(characters: [rick], missingCharacterIDs: [7], episodes: [pilot], missingEpisodeIDs: [8], namesError: .connectivity),
                marks: marks, chrome: chrome, environment: environment, localization: localization
            )),
            (.favorites, FavoritesPageContext(
                LibraryShelf(characters: [], episodes: []), marks: marks, chrome: chrome, environment: environment, localization: localization
            )),
            (.stats, StatsPageContext(
                ShowStatistics(
                    characters: (1...14).map { InProcessWebHarness.character(id: $0, name: "Rick \($0)") }, episodes: [pilot],
                    locations: [earth], whole: .init(characters: true, episodes: true, locations: true)
                ),
                chrome: chrome, localization: localization
            )),
            (.stats, StatsPageContext(.nothingCached, chrome: chrome, localization: localization)),
        ]
    }

    /// Features the contexts never call: they are built from what is given to them.
    private static var features: WebFeatures {
        WebFeatures(
            loadPage: { _ in throw RemoteLoadError.connectivity },
            cachedImage: { _ in nil },
            image: { _ in nil },
            validateCache: {},
            cacheGeneration: { 0 },
            browse: BrowseFeatures(
                episodes: { _ in throw RemoteLoadError.connectivity },
                locations: { _ in throw RemoteLoadError.connectivity },
                characterDetail: { _ in nil }, episodeDetail: { _ in nil }, locationDetail: { _ in nil }
            ),
            search: { _ in throw RemoteLoadError.connectivity }
        )
    }
}
