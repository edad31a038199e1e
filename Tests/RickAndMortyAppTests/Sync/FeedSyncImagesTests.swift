import Foundation
import NIOConcurrencyHelpers
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

/// `rmfeed sync --images`: after the three resources, only the images the cache lacks.
@Suite(.trackingMemoryLeaks)
struct FeedSyncImagesTests {
    @Test func run_withImages_asksTheImageCacheOnceAndLoadsOnlyTheImagesItLacks() async throws {
        let (sut, _, spy) = try FeedSyncTests().makeSUT(threeCharacters(), cachedImages: .success([imageURL(2)]))

        let report = try await sut.run(images: true) { _ in }

        #expect(spy.indexQueries == [Set([imageURL(1), imageURL(2), imageURL(3)])])
        #expect(Set(spy.remoteImageLoads) == [imageURL(1), imageURL(3)])
        #expect(Set(spy.savedImages) == [imageURL(1), imageURL(3)])
        #expect(report.images == 3)
        #expect(report.imageFailures == 0)
    }

    @Test func run_withImages_loadsEveryImageWhenTheImageCacheCannotTellWhichItHolds() async throws {
        let failure = LocalImageDataLoader.LoadError.retrievalFailed(reason: "unreadable")
        let (sut, _, spy) = try FeedSyncTests().makeSUT(threeCharacters(), cachedImages: .failure(failure))

        let report = try await sut.run(images: true) { _ in }

        #expect(Set(spy.remoteImageLoads) == [imageURL(1), imageURL(2), imageURL(3)])
        #expect(report.images == 3)
    }

    @Test func run_withImages_reportsProgressUpToEveryImageCountingTheCachedOnes() async throws {
        let (sut, _, _) = try FeedSyncTests().makeSUT(threeCharacters(), cachedImages: .success([imageURL(2)]))
        let reported = NIOLockedValueBox<[SyncProgress]>([])

        _ = try await sut.run(images: true) { progress in reported.withLockedValue { $0.append(progress) } }

        let steps = reported.withLockedValue { $0 }
        #expect(steps.last == SyncProgress(pagesDone: 3, totalPages: 3, imagesDone: 3, totalImages: 3, includesImages: true))
        #expect(steps.map(\.fraction) == steps.map(\.fraction).sorted(), "progress never goes back")
    }

    @Test func run_withoutImages_neverTouchesImages() async throws {
        let (sut, _, spy) = try FeedSyncTests().makeSUT(threeCharacters())

        let report = try await sut.run(images: false) { _ in }

        #expect(spy.indexQueries.isEmpty)
        #expect(spy.remoteImageLoads.isEmpty)
        #expect(report.characters == 3 && report.images == 0)
    }

    /// Issue 14: a cancelled sync used to go on and report every image it had not loaded as failed.
    @Test func run_cancelledWhileLoadingImages_stopsWithCancellationInsteadOfCountingFailedImages() async throws {
        let (sut, _, spy) = try FeedSyncTests().makeSUT(threeCharacters(), imagesWaitUntilCancelled: true)
        let sync = Task { try await sut.run(images: true) { _ in } }
        #expect(await eventually { !spy.remoteImageLoads.isEmpty })

        sync.cancel()

        await #expect(throws: CancellationError.self) { try await sync.value }
        #expect(spy.savedImages.isEmpty)
    }

    @Test func run_withImages_loadsTheNextImagesWhileEarlierOnesAreStillBeingSaved() async throws {
        let (sut, _, spy) = try FeedSyncTests().makeSUT(threeCharacters(), savesWaitForRelease: true)
        let sync = Task { try await sut.run(images: true) { _ in } }

        #expect(await eventually { spy.remoteImageLoads.count == 3 }, "three loads with two at a time, no save done yet")
        #expect(spy.savesDone == 0)
        spy.releaseSaves()

        let report = try await sync.value
        #expect(report.images == 3 && report.imageSaveFailures == 0)
        #expect(spy.savesDone == 3)
    }

    @Test func run_withImages_stopsLoadingWhileTooManyImagesWaitToBeSaved() async throws {
        let (sut, _, spy) = try FeedSyncTests().makeSUT(FakeResourceAPI(characters: .init(ids: Array(1...100))), savesWaitForRelease: true)
        let sync = Task { try await sut.run(images: true) { _ in } }
        // 64 waiting saves at most (`PendingImageSaves`), and the two loads under way.
        let bound = 64 + 2

        #expect(await eventually { spy.remoteImageLoads.count >= 64 })
        try await Task.sleep(for: .milliseconds(50))
        #expect(spy.remoteImageLoads.count <= bound)
        spy.releaseSaves()

        let report = try await sync.value
        #expect(report.images == 100 && spy.savesDone == 100)
    }

    @Test func run_withImages_reportsEachSavedImageWhileOtherDownloadsGoOn() async throws {
        let (sut, _, spy) = try FeedSyncTests().makeSUT(threeCharacters(), heldLoad: imageURL(3))
        let reports = NIOLockedValueBox<[SyncProgress]>([])
        let sync = Task { try await sut.run(images: true) { progress in reports.withLockedValue { $0.append(progress) } } }
        let imagesDone = { reports.withLockedValue { $0.last?.imagesDone } }

        #expect(await eventually { imagesDone() == 2 }, "two images saved while the third still loads: \(String(describing: imagesDone()))")
        spy.releaseLoad()

        _ = try await sync.value
        #expect(imagesDone() == 3)
    }

    private func threeCharacters() -> FakeResourceAPI {
        FakeResourceAPI(characters: .init(ids: [1, 2, 3]))
    }
}

private func imageURL(_ id: Int) -> URL {
    URL(string: "\(FakeResourceAPI.base)/character/avatar/\(id).jpeg")!
}

/// The image side of a sync: the index answers what it is told; every image loads.
final class ImagesSpy: CachedImageIndex, ImageDataLoader, ImageDataCache {
    private struct State {
        var indexQueries: [Set<URL>] = []
        var remoteImageLoads: [URL] = []
        var savedImages: [URL] = []
        var savesReleased = false
        var loadReleased = false
        var savesDone = 0
    }

    private let cachedImages: Result<Set<URL>, any Error>
    private let waitUntilCancelled: Bool
    private let savesWaitForRelease: Bool
    private let heldLoad: URL?
    private let state = NIOLockedValueBox(State())
    private let png = ImageData(bytes: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]), format: .png)

    /// `savesWaitForRelease`: every save waits for `releaseSaves()` before it is done.
    /// `heldLoad`: that image's load waits for `releaseLoad()`.
    init(cachedImages: Result<Set<URL>, any Error>, waitUntilCancelled: Bool, savesWaitForRelease: Bool = false, heldLoad: URL? = nil) {
        self.cachedImages = cachedImages
        self.waitUntilCancelled = waitUntilCancelled
        self.savesWaitForRelease = savesWaitForRelease
        self.heldLoad = heldLoad
    }

    func releaseLoad() {
        state.withLockedValue { $0.loadReleased = true }
    }

    var indexQueries: [Set<URL>] { state.withLockedValue { $0.indexQueries } }
    var remoteImageLoads: [URL] { state.withLockedValue { $0.remoteImageLoads } }
    var savedImages: [URL] { state.withLockedValue { $0.savedImages } }
    var savesDone: Int { state.withLockedValue { $0.savesDone } }

    func releaseSaves() {
        state.withLockedValue { $0.savesReleased = true }
    }

    func cachedURLs(among urls: Set<URL>) async throws -> Set<URL> {
        state.withLockedValue { $0.indexQueries.append(urls) }
        return try cachedImages.get().intersection(urls)
    }

    func loadImageData(from url: URL) async throws -> ImageData {
        state.withLockedValue { $0.remoteImageLoads.append(url) }
        if waitUntilCancelled { try await Task.sleep(for: .seconds(3600)) }
        while url == heldLoad, !state.withLockedValue({ $0.loadReleased }) {
            try await Task.sleep(for: .milliseconds(2))
        }
        return png
    }

    func save(_ image: ImageData, for url: URL) async throws {
        state.withLockedValue { $0.savedImages.append(url) }
        while savesWaitForRelease, !state.withLockedValue({ $0.savesReleased }) {
            try await Task.sleep(for: .milliseconds(2))
        }
        state.withLockedValue { $0.savesDone += 1 }
    }
}
