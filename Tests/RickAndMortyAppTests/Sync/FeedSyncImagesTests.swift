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

    /// A cancelled sync used to go on and report every image it had not loaded as failed.
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
        // 64 loaded images wait to be saved (`PendingImageSaves.maxCount`) and, of the two loads
        // at a time, one more started before the 64th came back: 65 loads, then none until a
        // save ends.
        let bound = 64 + 1

        // As far as the sync can go while the saves are held: 64 saves started (and held), and
        // every load it started has ended. Without the bound, that is 100 of each.
        let stalled = await eventually { spy.savedImages.count >= 64 && spy.loadsUnderWay == 0 }
        #expect(stalled, "loads: \(spy.remoteImageLoads.count), saves started: \(spy.savedImages.count)")
        #expect(spy.remoteImageLoads.count == bound)
        #expect(spy.savedImages.count == 64)
        spy.releaseSaves()

        let report = try await sync.value
        #expect(report.images == 100 && spy.savesDone == 100)
        #expect(spy.loadsStartedBeforeAnySaveEnded == bound, "no load started past the bound until a save ended")
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
