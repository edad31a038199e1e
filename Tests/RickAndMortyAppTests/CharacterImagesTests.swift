import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

/// `rmfeed image` and the web's image route share this path: cache, remote, placeholder.
@Suite(.trackingMemoryLeaks) struct CharacterImagesTests {
    private let remoteImage = CharacterImage(bytes: Data([2]), contentType: "image/jpeg", source: .remote)
    private let cachedImage = CharacterImage(bytes: Data([1]), contentType: "image/jpeg", source: .cache)
    static let rick = makePage(ids: [1]).characters[0]

    @Test func image_deliversWhatTheImagesDeliverForTheLookedUpCharacter() async throws {
        let (sut, _) = makeSUT(characters: { $0.remote = .success([Self.rick]) }, images: .success(remoteImage))

        #expect(try await sut.image(forCharacter: 1) == remoteImage)
    }

    @Test func image_characterCannotBeLookedUp_isThePlaceholder() async throws {
        let (sut, _) = makeSUT(characters: { $0.remote = .failure(.connectivity) }, images: .success(remoteImage))

        #expect(try await sut.image(forCharacter: 1)?.source == .placeholder)
    }

    @Test func image_noImageCanBeHad_isThePlaceholder() async throws {
        let (sut, _) = makeSUT(characters: { $0.cached = [LocalSavedItem(item: Self.rick, savedAt: Date())] }, images: .failure(RemoteLoadError.invalidData))

        #expect(try await sut.image(forCharacter: 1)?.source == .placeholder)
    }

    @Test func image_characterWithoutImage_isThePlaceholderWithoutLoadingAnything() async throws {
        let imageless = FeedCharacter(
            id: 5, name: "No face", status: "Alive", species: "Human", type: "", gender: "Male",
            origin: "Earth", location: "Earth", image: nil, episodeCount: 1
        )
        let (sut, images) = makeSUT(characters: { $0.cached = [LocalSavedItem(item: imageless, savedAt: Date())] }, images: .success(remoteImage))

        #expect(try await sut.image(forCharacter: 5)?.source == .placeholder)
        #expect(images.messages.isEmpty)
    }

    @Test func image_unknownCharacter_isNil() async throws {
        let (sut, _) = makeSUT(characters: { $0.remote = .success([]) }, images: .success(remoteImage))

        #expect(try await sut.image(forCharacter: 1) == nil)
    }

    @Test func image_cancelled_deliversNoPlaceholder() async throws {
        let (sut, _) = makeSUT(characters: { $0.cached = [LocalSavedItem(item: Self.rick, savedAt: Date())] }, images: .failure(CancellationError()))

        await #expect(throws: CancellationError.self) { try await sut.image(forCharacter: 1) }
    }

    @Test func cachedImage_asksOnlyTheCache() async throws {
        let (sut, images) = makeSUT(characters: { $0.cached = [LocalSavedItem(item: Self.rick, savedAt: Date())] }, images: .success(remoteImage), cached: .success(cachedImage))

        #expect(await sut.cachedImage(forCharacter: 1) == cachedImage)
        #expect(images.messages.isEmpty)
    }

    @Test func cachedImage_characterNotCached_isNilWithoutAskingTheAPI() async throws {
        let (sut, _) = makeSUT(characters: { $0.remote = .success([Self.rick]) }, images: .success(remoteImage), cached: .success(cachedImage))

        #expect(await sut.cachedImage(forCharacter: 1) == nil)
    }

    private func makeSUT(
        characters configure: (inout ItemsByIDSpy<FeedCharacter>.Stubs) -> Void,
        images: Result<CharacterImage, any Error>,
        cached: Result<CharacterImage, any Error> = .failure(RemoteLoadError.connectivity),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (CharacterImages, FeedSpy) {
        let spy = ItemsByIDSpy<FeedCharacter>(configure)
        let imageSpy = FeedSpy { $0.image = images }
        let cachedSpy = FeedSpy { $0.image = cached }
        let sut = CharacterImages(
            characters: ItemsByIDWithCache(cache: spy, remote: spy, rule: ItemsByIDRule(acceptsExpired: true), logger: .silent),
            cachedImages: cachedSpy,
            images: imageSpy
        )
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, imageSpy)
    }
}
