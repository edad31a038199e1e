import Foundation
import RickAndMortyFeed

/// Every resource's cache and API loaders, built in this one place for the app's feeds, links,
/// sync and validation.
public struct ResourceLoaders: Sendable {
    let localCharacters: LocalCharactersLoader
    let localEpisodes: LocalEpisodesLoader
    let localLocations: LocalLocationsLoader
    let remoteCharacters: RemoteResourceLoader<FeedCharacter, CharacterFilters>
    let remoteEpisodes: RemoteEpisodesLoader
    let remoteLocations: RemoteLocationsLoader

    public init(apiURL: URL, client: any HTTPClient, store: some FeedCacheStore, currentDate: @escaping @Sendable () -> Date) throws {
        localCharacters = LocalCharactersLoader(store: store.characters, currentDate: currentDate)
        localEpisodes = LocalEpisodesLoader(store: store.episodes, currentDate: currentDate)
        localLocations = LocalLocationsLoader(store: store.locations, currentDate: currentDate)
        remoteCharacters = try RemoteResourceLoader(resource: .characters, baseURL: apiURL, client: client)
        remoteEpisodes = try RemoteEpisodesLoader(resource: .episodes, baseURL: apiURL, client: client)
        remoteLocations = try RemoteLocationsLoader(resource: .locations, baseURL: apiURL, client: client)
    }

    /// *Validate cache* for every resource: expired pages and items go, each by its own
    /// timestamp; an unreadable cache is deleted.
    func validateCache() async throws {
        try await localCharacters.validateCache()
        try await localEpisodes.validateCache()
        try await localLocations.validateCache()
    }
}
