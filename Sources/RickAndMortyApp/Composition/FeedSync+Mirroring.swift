import Foundation
import RickAndMortyFeed

extension FeedSync {
    /// The sync as the app composes it: the three resources from the API, each saved through
    /// its local loader (both from `loaders`): a page the API answered, with its entity tag;
    /// the pages the many-ids answers vouch for in one go, without (no page was asked for).
    public static func mirroring(
        _ loaders: ResourceLoaders,
        imageIndex: any CachedImageIndex,
        remoteImages: any ImageDataLoader,
        imageCache: any ImageDataCache,
        concurrency: Int
    ) -> FeedSync {
        FeedSync(
            characters: mirrored(loaders.remoteCharacters, into: loaders.localCharacters),
            episodes: mirrored(loaders.remoteEpisodes, into: loaders.localEpisodes),
            locations: mirrored(loaders.remoteLocations, into: loaders.localLocations),
            imageIndex: imageIndex, remoteImages: remoteImages, imageCache: imageCache, concurrency: concurrency
        )
    }

    private static func mirrored<Local: LocalResourceItem, Filters: OfflineFilters>(
        _ remote: RemoteResourceLoader<Local.Model, Filters>, into local: LocalResourceLoader<Local, Filters>
    ) -> MirroredResource<Local.Model> where Local.Model.ID == Int {
        MirroredResource(remote: remote, save: { try await local.save($0, for: $1, entityTag: $2) }, savePages: { try await local.save($0) })
    }
}
