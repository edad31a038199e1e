import Foundation
import NIOConcurrencyHelpers
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

/// `rmfeed sync`: every page, then only the images the cache does not hold yet.
@Suite(.trackingMemoryLeaks)
struct FeedSyncTests {
    @Test func run_withImages_asksTheImageCacheOnceAndLoadsOnlyTheImagesItLacks() async throws {
        let (sut, spy) = makeSUT(cachedImages: .success([imageURL(2)]))

        let report = try await sut.run(images: true) { _ in }

        #expect(spy.indexQueries == [Set([imageURL(1), imageURL(2), imageURL(3)])])
        #expect(Set(spy.remoteImageLoads) == [imageURL(1), imageURL(3)])
        #expect(Set(spy.savedImages) == [imageURL(1), imageURL(3)])
        #expect(report.images == 3)
        #expect(report.imageFailures == 0)
    }

    @Test func run_withImages_loadsEveryImageWhenTheImageCacheCannotTellWhichItHolds() async throws {
        let (sut, spy) = makeSUT(cachedImages: .failure(LocalImageDataLoader.LoadError.retrievalFailed(reason: "unreadable")))

        let report = try await sut.run(images: true) { _ in }

        #expect(Set(spy.remoteImageLoads) == [imageURL(1), imageURL(2), imageURL(3)])
        #expect(report.images == 3)
    }

    @Test func run_withImages_reportsProgressUpToEveryImageCountingTheCachedOnes() async throws {
        let (sut, _) = makeSUT(cachedImages: .success([imageURL(2)]))
        let reported = NIOLockedValueBox<[SyncProgress]>([])

        _ = try await sut.run(images: true) { progress in reported.withLockedValue { $0.append(progress) } }

        let steps = reported.withLockedValue { $0 }
        #expect(steps.last == SyncProgress(pagesDone: 2, totalPages: 2, imagesDone: 3, totalImages: 3, includesImages: true))
        #expect(steps.map(\.fraction) == steps.map(\.fraction).sorted(), "progress never goes back")
    }

    @Test func run_withoutImages_savesEveryPageAndNeverTouchesImages() async throws {
        let (sut, spy) = makeSUT(cachedImages: .success([]))

        let report = try await sut.run(images: false) { _ in }

        #expect(spy.savedPages == [1, 2])
        #expect(spy.indexQueries.isEmpty)
        #expect(spy.remoteImageLoads.isEmpty)
        #expect(report.characters == 3)
    }

    /// Issue 12: page 1 claiming `Int.max` pages trapped building `Array(2...Int.max)`.
    @Test func run_boundsAnAbsurdPageCountAndEndsAtThePageThatSaysItIsTheLast() async throws {
        let (sut, spy) = makeSUT(cachedImages: .success([]), pages: apiWith(realPages: 3, claimedPages: Int.max))

        let report = try await sut.run(images: false) { _ in }

        #expect(Array(spy.savedPages.prefix(3)) == [1, 2, 3])
        #expect(spy.savedPages.count <= 3 + 2, "past the end, no more than the loads already in flight")
        #expect(report.characters == 3)
    }

    @Test func run_neverLoadsMorePagesThanThePlausibleMaximumWhateverTheAPIClaims() async throws {
        let (sut, spy) = makeSUT(cachedImages: .success([]), pages: apiWith(realPages: Int.max, claimedPages: 1_000_000_000_000_000))

        let report = try await sut.run(images: false) { _ in }

        #expect(spy.savedPages.count == FeedSync.maxPages)
        #expect(report.pages == FeedSync.maxPages)
    }

    /// Page 1 said 2 pages, but page 2 links to a third: the links win over the count.
    @Test func run_followsNextLinksPastThePageCountThatPageOneClaimed() async throws {
        let (sut, spy) = makeSUT(cachedImages: .success([]), pages: apiWith(realPages: 4, claimedPages: 2))
        let reported = NIOLockedValueBox<[SyncProgress]>([])

        let report = try await sut.run(images: false) { progress in reported.withLockedValue { $0.append(progress) } }

        #expect(spy.savedPages == [1, 2, 3, 4])
        #expect(report.characters == 4)
        let steps = reported.withLockedValue { $0 }
        #expect(steps.last?.pagesDone == 4 && steps.last?.totalPages == 4)
        #expect(steps.map(\.fraction) == steps.map(\.fraction).sorted(), "progress never goes back")
    }

    /// Issue 14: a cancelled sync used to go on and report every image it had not loaded as failed.
    @Test func run_cancelledWhileLoadingImages_stopsWithCancellationInsteadOfCountingFailedImages() async throws {
        let (sut, spy) = makeSUT(cachedImages: .success([]), imagesWaitUntilCancelled: true)
        let sync = Task { try await sut.run(images: true) { _ in } }
        #expect(await eventually { !spy.remoteImageLoads.isEmpty })

        sync.cancel()

        await #expect(throws: CancellationError.self) { try await sync.value }
        #expect(spy.savedImages.isEmpty)
    }

    // MARK: - Helpers

    /// One character per page, pages 1 to `realPages`, each claiming `claimedPages` in all; a
    /// page past the end is empty and last, as the mapper reads the API's 404.
    private func apiWith(realPages: Int, claimedPages: Int) -> @Sendable (Int) -> CharactersPage {
        { number in
            guard number <= realPages else { return CharactersPage(characters: [], nextPage: nil, totalPages: claimedPages) }
            return CharactersPage(
                characters: [FeedCacheTestData.character(id: number)],
                nextPage: number < realPages ? number + 1 : nil, totalPages: claimedPages
            )
        }
    }

    private func makeSUT(
        cachedImages: Result<Set<URL>, any Error>,
        pages: (@Sendable (Int) -> CharactersPage)? = nil,
        imagesWaitUntilCancelled: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (FeedSync, SyncSpy) {
        let spy = SyncSpy(cachedImages: cachedImages, pages: pages, imagesWaitUntilCancelled: imagesWaitUntilCancelled)
        let sut = FeedSync(remote: spy, cache: spy, imageIndex: spy, remoteImages: spy, imageCache: spy, concurrency: 2)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(spy, sourceLocation: sourceLocation)
        return (sut, spy)
    }
}

private func imageURL(_ id: Int) -> URL { URL(string: "https://a.com/\(id).jpeg")! }

/// Two pages (characters 1–2, then 3); every image loads; the image cache holds what it is told.
private final class SyncSpy: CharactersLoader, CharactersCache, CachedImageIndex, ImageDataLoader, ImageDataCache {
    private struct State {
        var savedPages: [Int] = []
        var indexQueries: [Set<URL>] = []
        var remoteImageLoads: [URL] = []
        var savedImages: [URL] = []
    }

    private let cachedImages: Result<Set<URL>, any Error>
    private let pages: (@Sendable (Int) -> CharactersPage)?
    private let imagesWaitUntilCancelled: Bool
    private let state = NIOLockedValueBox(State())
    private let png = ImageData(bytes: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]), format: .png)

    init(cachedImages: Result<Set<URL>, any Error>, pages: (@Sendable (Int) -> CharactersPage)? = nil, imagesWaitUntilCancelled: Bool = false) {
        self.cachedImages = cachedImages
        self.pages = pages
        self.imagesWaitUntilCancelled = imagesWaitUntilCancelled
    }

    var savedPages: [Int] { state.withLockedValue { $0.savedPages.sorted() } }
    var indexQueries: [Set<URL>] { state.withLockedValue { $0.indexQueries } }
    var remoteImageLoads: [URL] { state.withLockedValue { $0.remoteImageLoads } }
    var savedImages: [URL] { state.withLockedValue { $0.savedImages } }

    func load(_ query: CharactersQuery) async throws -> CharactersPage {
        if let pages { return pages(query.page) }
        return query.page == 1 ? makePage(ids: [1, 2], nextPage: 2, totalPages: 2) : makePage(ids: [3], nextPage: nil, totalPages: 2)
    }

    func save(_ page: CharactersPage, for query: CharactersQuery) async throws {
        state.withLockedValue { $0.savedPages.append(query.page) }
    }

    func cachedURLs(among urls: Set<URL>) async throws -> Set<URL> {
        state.withLockedValue { $0.indexQueries.append(urls) }
        return try cachedImages.get().intersection(urls)
    }

    func loadImageData(from url: URL) async throws -> ImageData {
        state.withLockedValue { $0.remoteImageLoads.append(url) }
        if imagesWaitUntilCancelled { try await Task.sleep(for: .seconds(3600)) }
        return png
    }

    func save(_ image: ImageData, for url: URL) async throws {
        state.withLockedValue { $0.savedImages.append(url) }
    }
}
