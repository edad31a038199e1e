import Foundation
import RickAndMortyFeed
import Testing

/// The cache a sync writes to in unit tests (`InMemoryFeedStore`), read back through the
/// local loaders as the app reads it.
struct MirrorCache {
    static let now: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_763_800_000) }

    let store = InMemoryFeedStore()
    var characters: LocalCharactersLoader { LocalCharactersLoader(store: store.characters, currentDate: Self.now) }
    var episodes: LocalEpisodesLoader { LocalEpisodesLoader(store: store.episodes, currentDate: Self.now) }
    var locations: LocalLocationsLoader { LocalLocationsLoader(store: store.locations, currentDate: Self.now) }

    func characterNames(page: Int) async throws -> [String] {
        try await characters.load(CharactersQuery(page: page))?.page.items.map(\.name) ?? []
    }

    func cachedCharacterPages() async -> [Int] {
        await store.characters.retrieve().map(\.number)
    }

    /// Every page of the three resources is cached exactly as the API answers it, and no other.
    func expectMirrored(
        _ api: FakeResourceAPI, characterPages: Int, episodePages: Int = 1, locationPages: Int = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let base = try #require(URL(string: FakeResourceAPI.base))
        let remoteCharacters = try RemoteResourceLoader(resource: .characters, baseURL: base, client: api)
        let remoteEpisodes = try RemoteResourceLoader(resource: .episodes, baseURL: base, client: api)
        let remoteLocations = try RemoteResourceLoader(resource: .locations, baseURL: base, client: api)
        for page in 1...characterPages {
            let cached = try await characters.load(CharactersQuery(page: page))?.page
            #expect(try await cached == remoteCharacters.load(CharactersQuery(page: page)), "characters' page \(page)", sourceLocation: sourceLocation)
        }
        for page in 1...episodePages {
            let cached = try await episodes.load(EpisodesQuery(page: page))?.page
            #expect(try await cached == remoteEpisodes.load(EpisodesQuery(page: page)), "episodes' page \(page)", sourceLocation: sourceLocation)
        }
        for page in 1...locationPages {
            let cached = try await locations.load(LocationsQuery(page: page))?.page
            #expect(try await cached == remoteLocations.load(LocationsQuery(page: page)), "locations' page \(page)", sourceLocation: sourceLocation)
        }
        #expect(await store.characters.retrieve().count == characterPages, sourceLocation: sourceLocation)
        #expect(await store.episodes.retrieve().count == episodePages, sourceLocation: sourceLocation)
        #expect(await store.locations.retrieve().count == locationPages, sourceLocation: sourceLocation)
    }
}
