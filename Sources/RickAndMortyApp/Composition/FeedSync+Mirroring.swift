import Foundation
import RickAndMortyFeed

extension FeedSync {
    /// The sync as the app composes it: the three resources from the API at `apiURL`, each
    /// saved through its local loader (characters through `characters`, episodes and locations
    /// through the caches beside them in `store`): a page the API answered, with its entity tag;
    /// the pages the many-ids answers vouch for in one go, without (no page was asked for).
    public static func mirroring(
        apiURL: URL,
        client: any HTTPClient,
        characters: LocalCharactersLoader,
        store: some FeedCacheStore,
        currentDate: @escaping @Sendable () -> Date,
        imageIndex: any CachedImageIndex,
        remoteImages: any ImageDataLoader,
        imageCache: any ImageDataCache,
        concurrency: Int
    ) throws -> FeedSync {
        let episodes = LocalEpisodesLoader(store: store.episodes, currentDate: currentDate)
        let locations = LocalLocationsLoader(store: store.locations, currentDate: currentDate)
        return FeedSync(
            characters: MirroredResource(
                remote: try RemoteResourceLoader(resource: .characters, baseURL: apiURL, client: client),
                save: { try await characters.save($0, for: $1, entityTag: $2) }, savePages: { try await characters.save($0) }
            ),
            episodes: MirroredResource(
                remote: try RemoteResourceLoader(resource: .episodes, baseURL: apiURL, client: client),
                save: { try await episodes.save($0, for: $1, entityTag: $2) }, savePages: { try await episodes.save($0) }
            ),
            locations: MirroredResource(
                remote: try RemoteResourceLoader(resource: .locations, baseURL: apiURL, client: client),
                save: { try await locations.save($0, for: $1, entityTag: $2) }, savePages: { try await locations.save($0) }
            ),
            imageIndex: imageIndex, remoteImages: remoteImages, imageCache: imageCache, concurrency: concurrency
        )
    }
}
