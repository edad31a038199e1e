import Foundation
import RickAndMortyFeed

/// `rmfeed sync`: mirrors the three resources into the cache, and optionally every character's
/// image. Each resource's first page comes first (it starts the cache and tells how many items
/// there are); then its ids, many at a time (a few requests instead of one per page), saved as
/// the API's pages; images last. Interrupted, it leaves a consistent cache (whole pages); run
/// again, it skips images already cached. See docs/ARCHITECTURE.md, "A command followed through".
public final class FeedSync: Sendable {
    private let characters: MirroredResource<FeedCharacter>
    private let episodes: MirroredResource<FeedEpisode>
    private let locations: MirroredResource<FeedLocation>
    let imageIndex: any CachedImageIndex
    let remoteImages: any ImageDataLoader
    let imageCache: any ImageDataCache
    let concurrency: Int

    /// Images are loaded from `remoteImages` and saved to `imageCache` here rather than through
    /// a saving decorator, so that an image that could not be saved is counted, not reported synced.
    public init(
        characters: MirroredResource<FeedCharacter>,
        episodes: MirroredResource<FeedEpisode>,
        locations: MirroredResource<FeedLocation>,
        imageIndex: any CachedImageIndex,
        remoteImages: any ImageDataLoader,
        imageCache: any ImageDataCache,
        concurrency: Int = 8
    ) {
        self.characters = characters
        self.episodes = episodes
        self.locations = locations
        self.imageIndex = imageIndex
        self.remoteImages = remoteImages
        self.imageCache = imageCache
        self.concurrency = max(1, concurrency)
    }

    /// The most pages a sync believes a resource has: 50 times the real 42 characters' pages.
    /// The API's counts are remote input: `Int.max` pages would otherwise trap building the
    /// list, and 10^15 ask for petabytes.
    public static let maxPages = 2_000

    /// Throws the first failed load of a page or of many ids (nothing is reported synced
    /// without them); image failures are counted, not thrown. What was saved before stays.
    public func run(images: Bool, progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncReport {
        let tracker = SyncProgressTracker(includesImages: images, report: progress)
        let saves = SaveFailures()
        let characters = mirroring(self.characters, .characters, saves, tracker)
        let episodes = mirroring(self.episodes, .episodes, saves, tracker)
        let locations = mirroring(self.locations, .locations, saves, tracker)
        // The three first pages at once, so the pages' total is known before any is counted done.
        async let firstCharacters = characters.loadFirst()
        async let firstEpisodes = episodes.loadFirst()
        async let firstLocations = locations.loadFirst()
        let firsts = try await (firstCharacters, firstEpisodes, firstLocations)
        tracker.firstPagesDone(expecting: [
            .characters: characters.expectedPages(firsts.0.page),
            .episodes: episodes.expectedPages(firsts.1.page),
            .locations: locations.expectedPages(firsts.2.page),
        ])
        // Page 1 is saved while the many-ids answers load: the store's writer, not the network,
        // waits for it. Each page is saved whole on its own, so whether page 1 or the pages built
        // from those answers is written first does not matter.
        async let firstsSaved: Void = {
            try await characters.save(first: firsts.0)
            try await episodes.save(first: firsts.1)
            try await locations.save(first: firsts.2)
        }()
        async let allCharacters = characters.rest(after: firsts.0.page)
        async let allEpisodes = episodes.rest(after: firsts.1.page)
        async let allLocations = locations.rest(after: firsts.2.page)
        let mirrored: ([FeedCharacter], [FeedEpisode], [FeedLocation])
        do {
            mirrored = try await (allCharacters, allEpisodes, allLocations)
        } catch {
            // A failed load ends the sync, but not before each page 1 is saved, as when the
            // saves came first.
            try? await firstsSaved
            throw error
        }
        try await firstsSaved

        // Images only once every page is saved: on a disk that fills up, the pages come first.
        let outcome = images ? try await syncImages(of: mirrored.0, tracker) : ImagesOutcome()
        let progressed = tracker.progress
        return SyncReport(
            pages: progressed.pagesDone, characters: mirrored.0.count, episodes: mirrored.1.count, locations: mirrored.2.count,
            images: images ? progressed.totalImages - outcome.failures - outcome.saveFailures : 0, imageFailures: outcome.failures,
            pageSaveFailures: await saves.count, imageSaveFailures: outcome.saveFailures,
            pageSaveError: await saves.firstError
        )
    }

    private func mirroring<Item>(
        _ resource: MirroredResource<Item>, _ kind: SyncedResource, _ saves: SaveFailures, _ tracker: SyncProgressTracker
    ) -> ResourceMirroring<Item> {
        ResourceMirroring(resource: resource, kind: kind, concurrency: concurrency, maxPages: Self.maxPages, saves: saves, tracker: tracker)
    }
}
