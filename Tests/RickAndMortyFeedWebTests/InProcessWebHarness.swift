import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOConcurrencyHelpers
import RickAndMortyFeed
import RickAndMortyFeedWeb

/// The web app over plain in-memory features: no API, no file, no composition. What a page shows
/// for what the feed delivers, tested in-process with Hummingbird's test client.
final class InProcessWebHarness: Sendable {
    static let now = Date(timeIntervalSince1970: 1_763_800_000)

    private let state = NIOLockedValueBox(State())

    struct State {
        var page: Result<LoadedCharactersPage, RemoteLoadError> = .failure(.connectivity)
        var characters: [Int: FeedCharacter] = [:]
        var characterError: RemoteLoadError?
        var cachedImages: [Int: CharacterImage] = [:]
        var images: [Int: CharacterImage] = [:]
        var generation: UInt64 = 0
        var imageRequests: [Int] = []
        var episodes: Result<LoadedResourcePage<FeedEpisode>, RemoteLoadError> = .failure(.connectivity)
        var locations: Result<LoadedResourcePage<FeedLocation>, RemoteLoadError> = .failure(.connectivity)
        var episodeQueries: [EpisodesQuery] = []
        var locationQueries: [LocationsQuery] = []
        var search: Result<SearchAnswer, RemoteLoadError> = .failure(.connectivity)
        /// The words of each search asked, in order.
        var searchedWords: [[String]] = []
        /// Characters' pages with their links; a character of `characters` without one here is
        /// shown without links, from remote.
        var characterDetails: [Int: CharacterDetail] = [:]
        var episodeDetails: [Int: EpisodeDetail] = [:]
        var locationDetails: [Int: LocationDetail] = [:]
        /// Thrown by every detail lookup when set.
        var detailError: RemoteLoadError?
        /// The characters' listing from the cache; `nil` is a cache without the whole feed.
        var listing: LoadedCharactersPage?
        var listingQueries: [CharacterListingQuery] = []
        var pageQueries: [CharactersQuery] = []
        /// The app's clock (`currentDate`).
        var clock = InProcessWebHarness.now
        /// What `/stats` counts.
        var statistics: Result<ShowStatistics, RemoteLoadError> = .success(.nothingCached)
        /// What the characters' facets count, and the queries they were asked.
        var facets: ResourceFacets?
        var facetQueries: [CharactersQuery] = []
        /// The seasons a character's page draws its strip over, and how many times they were read.
        var seasons: (seasons: [ShowStatistics.Season], whole: Bool) = ([], false)
        var seasonReads = 0
        /// What the app knows of the API without asking (`WebFeatures.apiIsKnownUnreachable`).
        var apiKnownUnreachable = false
        /// The API becomes reachable while the next page of the feed loads.
        var apiComesBackWhileLoading = false
        /// Awaited by each load of a page of the feed, once counted, before it answers.
        var pageLoadsWait: (@Sendable () async -> Void)?
    }

    func update(_ change: (inout State) -> Void) {
        state.withLockedValue { change(&$0) }
    }

    var imageRequests: [Int] { state.withLockedValue { $0.imageRequests } }
    var episodeQueries: [EpisodesQuery] { state.withLockedValue { $0.episodeQueries } }
    var locationQueries: [LocationsQuery] { state.withLockedValue { $0.locationQueries } }
    var searchedWords: [[String]] { state.withLockedValue { $0.searchedWords } }
    var listingQueries: [CharacterListingQuery] { state.withLockedValue { $0.listingQueries } }
    var pageQueries: [CharactersQuery] { state.withLockedValue { $0.pageQueries } }
    var facetQueries: [CharactersQuery] { state.withLockedValue { $0.facetQueries } }
    var seasonReads: Int { state.withLockedValue { $0.seasonReads } }

    private var features: WebFeatures {
        WebFeatures(
            loadPage: { [state] query in
                let wait = state.withLockedValue { state in
                    state.pageQueries.append(query)
                    return state.pageLoadsWait
                }
                await wait?()
                return try state.withLockedValue { state in
                    if state.apiComesBackWhileLoading { state.apiKnownUnreachable = false }
                    return state.page
                }.get()
            },
            cachedImage: { [state] id in state.withLockedValue { $0.cachedImages[id] } },
            image: { [state] id in
                state.withLockedValue { state in
                    state.imageRequests.append(id)
                    return state.images[id]
                }
            },
            validateCache: {},
            cacheGeneration: { [state] in state.withLockedValue { $0.generation } },
            browse: browse,
            search: { [state] terms in
                try state.withLockedValue { state in
                    state.searchedWords.append(terms.words)
                    return state.search
                }.get()
            },
            listing: { [state] query in
                state.withLockedValue { state in
                    state.listingQueries.append(query)
                    return state.listing
                }
            },
            statistics: { [state] in try state.withLockedValue { $0.statistics }.get() },
            facets: FacetFeatures(characters: ListFacetFeatures(
                counts: { [state] query in
                    state.withLockedValue { state in
                        state.facetQueries.append(query)
                        return state.facets
                    }
                },
                cachedPage: { _ in nil }
            )),
            seasons: { [state] in
                state.withLockedValue { state in
                    state.seasonReads += 1
                    return state.seasons
                }
            },
            apiIsKnownUnreachable: { [state] in state.withLockedValue { $0.apiKnownUnreachable } }
        )
    }

    private var browse: BrowseFeatures {
        BrowseFeatures(
            episodes: { [state] query in
                try state.withLockedValue { state in
                    state.episodeQueries.append(query)
                    return state.episodes
                }.get()
            },
            locations: { [state] query in
                try state.withLockedValue { state in
                    state.locationQueries.append(query)
                    return state.locations
                }.get()
            },
            characterDetail: { [state] id in
                try state.withLockedValue { state in
                    if let error = state.characterError ?? state.detailError { throw error }
                    return state.characterDetails[id] ?? state.characters[id].map {
                        CharacterDetail(character: $0, episodes: [], origin: nil, location: nil, source: .remote)
                    }
                }
            },
            episodeDetail: { [state] id in
                try state.withLockedValue { state in
                    if let error = state.detailError { throw error }
                    return state.episodeDetails[id]
                }
            },
            locationDetail: { [state] id in
                try state.withLockedValue { state in
                    if let error = state.detailError { throw error }
                    return state.locationDetails[id]
                }
            }
        )
    }

    static func with(
        metrics: WebMetrics? = nil,
        mirror: MirrorFeatures? = nil,
        _ body: @Sendable (InProcessWebHarness, any TestClientProtocol) async throws -> Void
    ) async throws {
        let harness = InProcessWebHarness()
        let web = try await buildWebApplication(
            features: harness.features,
            configuration: WebConfiguration(),
            logger: Logger(label: "in-process-web-tests") { _ in SwiftLogNoOpLogHandler() },
            metrics: metrics,
            mirror: mirror,
            currentDate: { [state = harness.state] in state.withLockedValue { $0.clock } }
        )
        try await web.test(.router) { client in try await body(harness, client) }
    }

    static func character(id: Int, name: String, image: URL? = URL(string: "https://example.com/avatar.png")) -> FeedCharacter {
        FeedCharacter(
            id: id, name: name, status: "Alive", species: "Human", type: "", gender: "Female",
            origin: "Earth (C-137)", location: "Citadel of Ricks", image: image, episodeCount: 3
        )
    }

    static func page(_ characters: [FeedCharacter], source: FeedSource, nextPage: Int? = nil) -> LoadedCharactersPage {
        LoadedCharactersPage(page: CharactersPage(characters: characters, nextPage: nextPage, totalPages: 1), source: source)
    }

    static func episode(id: Int, name: String, code: String = "S01E01", characterIDs: [Int] = [1, 2]) -> FeedEpisode {
        FeedEpisode(id: id, name: name, airDate: "December 2, 2013", code: code, characterIDs: characterIDs)
    }

    static func location(id: Int, name: String, residentIDs: [Int] = [1, 2]) -> FeedLocation {
        FeedLocation(id: id, name: name, type: "Planet", dimension: "Dimension C-137", residentIDs: residentIDs)
    }

    static func image(_ bytes: String, source: CharacterImage.Source) -> CharacterImage {
        CharacterImage(bytes: Data(bytes.utf8), contentType: "image/png", source: source)
    }
}
