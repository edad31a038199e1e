import Foundation
import Logging
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks) struct RemoteImageSavingToCacheTests {
    private let png = ImageData(bytes: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]), format: .png)

    @Test func loadImage_deliversRemoteImageWithItsRealTypeAndSavesIt() async throws {
        let remote = ImageDataLoaderStub(result: .success(png))
        let spy = FeedSpy()
        let sut = track(RemoteImageSavingToCache(remote: remote, cache: spy, logger: .silent), spy)

        let image = try await sut.loadImage(from: anyImageURL())

        #expect(image == CharacterImage(bytes: png.bytes, contentType: "image/png", source: .remote))
        #expect(spy.messages == [.saveImage(png, anyImageURL())])
    }

    @Test func loadImage_stillDeliversImageWhenSaveFails() async throws {
        let spy = FeedSpy { $0.saveImage = .failure(NSError(domain: "disk full", code: 28)) }
        let sut = track(RemoteImageSavingToCache(remote: ImageDataLoaderStub(result: .success(png)), cache: spy, logger: .silent), spy)

        #expect(try await sut.loadImage(from: anyImageURL()).source == .remote)
    }

    @Test func loadImage_savesNothingOnRemoteFailure() async throws {
        let spy = FeedSpy()
        let sut = track(RemoteImageSavingToCache(
            remote: ImageDataLoaderStub(result: .failure(RemoteLoadError.invalidData)), cache: spy, logger: .silent), spy)

        await #expect(throws: RemoteLoadError.invalidData) { try await sut.loadImage(from: anyImageURL()) }
        #expect(spy.messages.isEmpty)
    }
}

@Suite(.trackingMemoryLeaks) struct ImageFallbackCompositionTests {
    private let cached = CharacterImage(bytes: Data([1]), contentType: "image/jpeg", source: .cache)
    private let remote = CharacterImage(bytes: Data([2]), contentType: "image/jpeg", source: .remote)

    @Test func loadImage_deliversPrimaryImageWithoutAskingFallback() async throws {
        let (primary, fallback) = (FeedSpy { [cached] in $0.image = .success(cached) }, FeedSpy())
        let sut = track(ImageLoaderWithFallback(primary: primary, fallback: fallback), primary)
        trackForMemoryLeaks(fallback)

        #expect(try await sut.loadImage(from: anyImageURL()) == cached)
        #expect(fallback.messages.isEmpty)
    }

    @Test func loadImage_deliversFallbackImageOnPrimaryFailure() async throws {
        let (primary, fallback) = (FeedSpy(), FeedSpy { [remote] in $0.image = .success(remote) })
        let sut = track(ImageLoaderWithFallback(primary: primary, fallback: fallback), primary)

        #expect(try await sut.loadImage(from: anyImageURL()) == remote)
        #expect(fallback.messages == [.loadImage(anyImageURL())])
    }

    @Test func loadImage_doesNotFallBackWhenCancelled() async throws {
        let (primary, fallback) = (FeedSpy { $0.image = .failure(CancellationError()) }, FeedSpy())
        let sut = track(ImageLoaderWithFallback(primary: primary, fallback: fallback), primary)

        await #expect(throws: CancellationError.self) { try await sut.loadImage(from: anyImageURL()) }
        #expect(fallback.messages.isEmpty)
    }

    @Test(arguments: [RemoteLoadError.connectivity, .invalidData])
    func loadImage_deliversPlaceholderWhenNoImageCanBeHad(_ error: RemoteLoadError) async throws {
        let spy = FeedSpy { $0.image = .failure(error) }
        let sut = track(PlaceholderImageFallback(decoratee: spy), spy)

        let image = try await sut.loadImage(from: anyImageURL())

        #expect(image == PlaceholderImage.image)
        #expect(image.source == .placeholder)
        #expect(image.contentType == "image/svg+xml")
    }

    @Test func loadImage_deliversNeitherImageNorPlaceholderWhenCancelled() async throws {
        let spy = FeedSpy { $0.image = .failure(CancellationError()) }
        let sut = track(PlaceholderImageFallback(decoratee: spy), spy)

        await #expect(throws: CancellationError.self) { try await sut.loadImage(from: anyImageURL()) }
    }
}

private struct ImageDataLoaderStub: ImageDataLoader {
    let result: Result<ImageData, any Error>
    func loadImageData(from url: URL) async throws -> ImageData { try result.get() }
}
