import Foundation
import RickAndMortyFeed

/// `rmfeed sync`: loads every page of the unfiltered feed into the cache (page 1 first, since
/// it starts the cache, then the rest with bounded concurrency), and optionally every image.
/// Interrupted, it leaves a consistent cache; run again, it skips images already cached.
public final class FeedSync: Sendable {
    private let remote: any CharactersLoader
    private let cache: any CharactersCache
    private let imageIndex: any CachedImageIndex
    private let remoteImages: any ImageDataLoader
    private let imageCache: any ImageDataCache
    private let concurrency: Int

    /// Images are loaded from `remoteImages` and saved to `imageCache` here rather than through
    /// a saving decorator, so that an image that could not be saved is counted, not reported synced.
    public init(
        remote: any CharactersLoader,
        cache: any CharactersCache,
        imageIndex: any CachedImageIndex,
        remoteImages: any ImageDataLoader,
        imageCache: any ImageDataCache,
        concurrency: Int = 8
    ) {
        self.remote = remote
        self.cache = cache
        self.imageIndex = imageIndex
        self.remoteImages = remoteImages
        self.imageCache = imageCache
        self.concurrency = max(1, concurrency)
    }

    /// Throws the first page's failure (nothing can be synced without it) or any later page's;
    /// image failures are counted, not thrown.
    public func run(images: Bool, progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncReport {
        let cache = SaveFailureRecordingCache(self.cache)
        let first = try await remote.load(CharactersQuery(page: 1))
        var saveFailures = (try? await cache.save(first, for: CharactersQuery(page: 1))) == nil ? 1 : 0
        var state = SyncProgress(pagesDone: 1, totalPages: max(1, first.totalPages), includesImages: images)
        progress(state)

        var characters = first.characters
        let remaining = first.nextPage == nil ? [] : Array(2...max(2, first.totalPages))
        try await forEach(remaining) { [remote, cache] number in
            let query = CharactersQuery(page: number)
            let page = try await remote.load(query)
            let saved = (try? await cache.save(page, for: query)) != nil
            return (page.characters, saved)
        } onResult: { result in
            characters += result.0
            saveFailures += result.1 ? 0 : 1
            state.pagesDone += 1
            progress(state)
        }

        var imageFailures = 0
        var imageSaveFailures = 0
        if images {
            let all = Set(characters.compactMap(\.image))
            // Unknown when the cache cannot tell: then every image is loaded again.
            let cached = (try? await imageIndex.cachedURLs(among: all)) ?? []
            let urls = all.subtracting(cached).sorted { $0.absoluteString < $1.absoluteString }
            state.totalImages = all.count
            state.imagesDone = cached.count
            progress(state)
            try await forEach(urls) { [remoteImages, imageCache] url -> ImageOutcome in
                guard let image = try? await remoteImages.loadImageData(from: url) else { return .notLoaded }
                return (try? await imageCache.save(image, for: url)) == nil ? .notSaved : .cached
            } onResult: { outcome in
                state.imagesDone += 1
                switch outcome {
                case .cached: break
                case .notLoaded: state.imageFailures += 1; imageFailures += 1
                case .notSaved: imageSaveFailures += 1
                }
                progress(state)
            }
        }
        return SyncReport(
            pages: state.pagesDone, characters: characters.count,
            images: images ? state.totalImages - imageFailures - imageSaveFailures : 0, imageFailures: imageFailures,
            pageSaveFailures: saveFailures, imageSaveFailures: imageSaveFailures,
            pageSaveError: await cache.firstError
        )
    }

    /// Runs `work` over `items` with at most `concurrency` at once, handing results back in
    /// completion order on the caller's task; the first thrown error cancels the rest.
    private func forEach<Item: Sendable, Result: Sendable>(
        _ items: [Item],
        _ work: @escaping @Sendable (Item) async throws -> Result,
        onResult: (Result) -> Void
    ) async throws {
        try await withThrowingTaskGroup(of: Result.self) { group in
            var iterator = items.makeIterator()
            for _ in 0..<concurrency {
                guard let item = iterator.next() else { break }
                group.addTask { try await work(item) }
            }
            while let result = try await group.next() {
                onResult(result)
                if let item = iterator.next() { group.addTask { try await work(item) } }
            }
        }
    }
}

/// What became of one image in a sync.
private enum ImageOutcome: Sendable {
    case cached, notLoaded, notSaved
}
