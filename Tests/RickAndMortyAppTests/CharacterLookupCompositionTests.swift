import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import NIOConcurrencyHelpers
import Testing
import TestSupport

/// A character by id: the cache, else the API, whose answer is kept for offline use.
@Suite(.trackingMemoryLeaks) struct CharacterLookupWithCacheTests {
    @Test func character_cached_isDeliveredWithoutAskingTheAPI() async throws {
        let (sut, spy) = makeSUT { $0.cached = Self.rick }

        #expect(try await sut.character(id: 1) == Self.rick)
        #expect(spy.messages == [.cached(1)])
    }

    @Test func character_notCached_isLoadedFromTheAPIAndKept() async throws {
        let (sut, spy) = makeSUT { $0.remote = .success(Self.rick) }

        #expect(try await sut.character(id: 1) == Self.rick)
        #expect(spy.messages == [.cached(1), .remote(1), .save(Self.rick)])
    }

    @Test func character_unreadableCache_asksTheAPI() async throws {
        let (sut, spy) = makeSUT {
            $0.cacheFails = true
            $0.remote = .success(Self.rick)
        }

        #expect(try await sut.character(id: 1) == Self.rick)
        #expect(spy.messages == [.cached(1), .remote(1), .save(Self.rick)])
    }

    @Test func character_failedSave_stillDeliversTheCharacter() async throws {
        let (sut, _) = makeSUT {
            $0.remote = .success(Self.rick)
            $0.saveFails = true
        }

        #expect(try await sut.character(id: 1) == Self.rick)
    }

    @Test func character_unknownToTheAPI_isNilAndNothingIsKept() async throws {
        let (sut, spy) = makeSUT { $0.remote = .success(nil) }

        #expect(try await sut.character(id: 1) == nil)
        #expect(spy.messages == [.cached(1), .remote(1)])
    }

    @Test func character_remoteFailure_isThrown() async throws {
        let (sut, _) = makeSUT { $0.remote = .failure(.connectivity) }

        await #expect(throws: RemoteLoadError.connectivity) { try await sut.character(id: 1) }
    }

    static let rick = makePage(ids: [1]).characters[0]

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ configure: (inout CharacterSourceSpy.Stubs) -> Void
    ) -> (CharacterLookupWithCache, CharacterSourceSpy) {
        let spy = CharacterSourceSpy(configure)
        let sut = CharacterLookupWithCache(cache: spy, remote: spy, logger: .silent)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(spy, sourceLocation: sourceLocation)
        return (sut, spy)
    }
}

/// `rmfeed image` and the web's image route share this path: cache, remote, placeholder.
@Suite(.trackingMemoryLeaks) struct CharacterImagesTests {
    private let remoteImage = CharacterImage(bytes: Data([2]), contentType: "image/jpeg", source: .remote)
    private let cachedImage = CharacterImage(bytes: Data([1]), contentType: "image/jpeg", source: .cache)

    @Test func image_deliversWhatTheImagesDeliverForTheLookedUpCharacter() async throws {
        let (sut, _) = makeSUT(characters: { $0.remote = .success(CharacterLookupWithCacheTests.rick) }, images: .success(remoteImage))

        #expect(try await sut.image(forCharacter: 1) == remoteImage)
    }

    @Test func image_characterCannotBeLookedUp_isThePlaceholder() async throws {
        let (sut, _) = makeSUT(characters: { $0.remote = .failure(.connectivity) }, images: .success(remoteImage))

        #expect(try await sut.image(forCharacter: 1)?.source == .placeholder)
    }

    @Test func image_noImageCanBeHad_isThePlaceholder() async throws {
        let (sut, _) = makeSUT(characters: { $0.cached = CharacterLookupWithCacheTests.rick }, images: .failure(RemoteLoadError.invalidData))

        #expect(try await sut.image(forCharacter: 1)?.source == .placeholder)
    }

    @Test func image_characterWithoutImage_isThePlaceholderWithoutLoadingAnything() async throws {
        let imageless = FeedCharacter(
            id: 5, name: "No face", status: "Alive", species: "Human", type: "", gender: "Male",
            origin: "Earth", location: "Earth", image: nil, episodeCount: 1
        )
        let (sut, images) = makeSUT(characters: { $0.cached = imageless }, images: .success(remoteImage))

        #expect(try await sut.image(forCharacter: 5)?.source == .placeholder)
        #expect(images.messages.isEmpty)
    }

    @Test func image_unknownCharacter_isNil() async throws {
        let (sut, _) = makeSUT(characters: { $0.remote = .success(nil) }, images: .success(remoteImage))

        #expect(try await sut.image(forCharacter: 1) == nil)
    }

    @Test func image_cancelled_deliversNoPlaceholder() async throws {
        let (sut, _) = makeSUT(characters: { $0.cached = CharacterLookupWithCacheTests.rick }, images: .failure(CancellationError()))

        await #expect(throws: CancellationError.self) { try await sut.image(forCharacter: 1) }
    }

    @Test func cachedImage_asksOnlyTheCache() async throws {
        let (sut, images) = makeSUT(characters: { $0.cached = CharacterLookupWithCacheTests.rick }, images: .success(remoteImage), cached: .success(cachedImage))

        #expect(await sut.cachedImage(forCharacter: 1) == cachedImage)
        #expect(images.messages.isEmpty)
    }

    @Test func cachedImage_characterNotCached_isNilWithoutAskingTheAPI() async throws {
        let (sut, _) = makeSUT(characters: { $0.remote = .success(CharacterLookupWithCacheTests.rick) }, images: .success(remoteImage), cached: .success(cachedImage))

        #expect(await sut.cachedImage(forCharacter: 1) == nil)
    }

    private func makeSUT(
        characters configure: (inout CharacterSourceSpy.Stubs) -> Void,
        images: Result<CharacterImage, any Error>,
        cached: Result<CharacterImage, any Error> = .failure(RemoteLoadError.connectivity),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (CharacterImages, FeedSpy) {
        let spy = CharacterSourceSpy(configure)
        let imageSpy = FeedSpy { $0.image = images }
        let cachedSpy = FeedSpy { $0.image = cached }
        let sut = CharacterImages(
            characters: CharacterLookupWithCache(cache: spy, remote: spy, logger: .silent),
            cachedImages: cachedSpy,
            images: imageSpy
        )
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, imageSpy)
    }
}

/// The cache's and the API's side of a lookup by id, recording what it was asked.
final class CharacterSourceSpy: CharacterByIDCache, CharacterByIDLoader {
    enum Message: Equatable {
        case cached(Int), remote(Int), save(FeedCharacter)
    }

    struct Stubs {
        var cached: FeedCharacter?
        var cacheFails = false
        var remote: Result<FeedCharacter?, RemoteLoadError> = .failure(.connectivity)
        var saveFails = false
    }

    private let state: NIOLockedValueBox<(messages: [Message], stubs: Stubs)>

    init(_ configure: (inout Stubs) -> Void) {
        var stubs = Stubs()
        configure(&stubs)
        state = NIOLockedValueBox(([], stubs))
    }

    var messages: [Message] { state.withLockedValue { $0.messages } }

    func character(id: Int) async throws -> FeedCharacter? {
        try state.withLockedValue { state in
            state.messages.append(.cached(id))
            if state.stubs.cacheFails { throw RemoteLoadError.invalidData }
            return state.stubs.cached?.id == id ? state.stubs.cached : nil
        }
    }

    func save(_ character: FeedCharacter) async throws {
        try state.withLockedValue { state in
            state.messages.append(.save(character))
            if state.stubs.saveFails { throw RemoteLoadError.invalidData }
        }
    }

    func load(id: Int) async throws -> FeedCharacter? {
        try state.withLockedValue { state in
            state.messages.append(.remote(id))
            return try state.stubs.remote.get()
        }
    }
}
