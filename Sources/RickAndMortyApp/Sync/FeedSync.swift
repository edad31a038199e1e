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

    /// The most pages a sync believes the API has: 50 times the real 42. The API's count is
    /// remote input: `Int.max` pages would otherwise trap building the list, and 10^15 ask for
    /// petabytes.
    public static let maxPages = 2_000

    /// Throws the first page's failure (nothing can be synced without it) or any later page's;
    /// image failures are counted, not thrown.
    ///
    /// Pages 2 to the count page 1 claims (at most `maxPages`) load concurrently; none is
    /// started past a page that says it is the last, and when the claimed last page still has a
    /// `next`, the `next` links are followed, up to `maxPages` in all.
    public func run(images: Bool, progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncReport {
        let cache = SaveFailureRecordingCache(self.cache)
        let first = try await remote.load(CharactersQuery(page: 1))
        var saveFailures = try await failureAsNil { try await cache.save(first, for: CharactersQuery(page: 1)) } == nil ? 1 : 0
        let claimedPages = min(max(1, first.totalPages), Self.maxPages)
        var state = SyncProgress(pagesDone: 1, totalPages: claimedPages, includesImages: images)
        progress(state)

        var characters = first.characters
        var lastPage = first.nextPage == nil ? 1 : claimedPages
        var highest = (number: 1, next: first.nextPage)
        let load: @Sendable (Int) async throws -> LoadedPage = { [remote, cache] number in
            let query = CharactersQuery(page: number)
            let page = try await remote.load(query)
            let saved = try await failureAsNil { try await cache.save(page, for: query) } != nil
            return LoadedPage(number: number, page: page, saved: saved)
        }
        let record: (LoadedPage) -> Void = { loaded in
            characters += loaded.page.characters
            saveFailures += loaded.saved ? 0 : 1
            // A page that says it is the last ends the sync there, whatever page 1 claimed.
            if loaded.page.nextPage == nil { lastPage = min(lastPage, loaded.number) }
            if loaded.number > highest.number { highest = (loaded.number, loaded.page.nextPage) }
            state.pagesDone += 1
            state.totalPages = max(lastPage, state.pagesDone)
            progress(state)
        }
        try await forEach(PageNumbers(from: 2, through: { lastPage }), load, onResult: record)
        // The last page loaded still links to a next one: the API has more pages than page 1
        // claimed. Follow the links one by one, never past `maxPages`.
        while let next = highest.next, next > highest.number, highest.number >= lastPage, state.pagesDone < Self.maxPages {
            state.totalPages = state.pagesDone + 1
            record(try await load(next))
            lastPage = next
        }

        var imageFailures = 0
        var imageSaveFailures = 0
        if images {
            let all = Set(characters.compactMap(\.image))
            // Unknown when the cache cannot tell: then every image is loaded again.
            let cached = try await failureAsNil { try await imageIndex.cachedURLs(among: all) } ?? []
            let urls = all.subtracting(cached).sorted { $0.absoluteString < $1.absoluteString }
            state.totalImages = all.count
            state.imagesDone = cached.count
            progress(state)
            try await forEach(urls) { [remoteImages, imageCache] url -> ImageOutcome in
                guard let image = try await failureAsNil({ try await remoteImages.loadImageData(from: url) }) else { return .notLoaded }
                return try await failureAsNil { try await imageCache.save(image, for: url) } == nil ? .notSaved : .cached
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
    /// completion order on the caller's task; the first thrown error cancels the rest. Items are
    /// taken one at a time as work finishes, so a sequence can stop early on what came back.
    private func forEach<Items: Sequence, Result: Sendable>(
        _ items: Items,
        _ work: @escaping @Sendable (Items.Element) async throws -> Result,
        onResult: (Result) -> Void
    ) async throws where Items.Element: Sendable {
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

/// What `operation` delivers, or `nil` when it fails, except that a cancellation is thrown: a
/// cancelled sync stops rather than count what it never did as failed pages or images.
private func failureAsNil<T>(_ operation: () async throws -> T) async throws -> T? {
    do {
        return try await operation()
    } catch {
        if error is CancellationError { throw error }
        try Task.checkCancellation()
        return nil
    }
}

/// Page numbers from `from` up to a last page that may move down while they are handed out
/// (a page said it was the last), never held as a collection.
private struct PageNumbers: Sequence, IteratorProtocol {
    private var upcoming: Int
    private let last: () -> Int

    init(from first: Int, through last: @escaping () -> Int) {
        self.upcoming = first
        self.last = last
    }

    mutating func next() -> Int? {
        guard upcoming <= last() else { return nil }
        defer { upcoming += 1 }
        return upcoming
    }
}

/// One page a sync loaded, and whether it could be saved.
private struct LoadedPage: Sendable {
    let number: Int
    let page: CharactersPage
    let saved: Bool
}

/// What became of one image in a sync.
private enum ImageOutcome: Sendable {
    case cached, notLoaded, notSaved
}
