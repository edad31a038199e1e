import Foundation
import Hummingbird
import RickAndMortyFeed
@testable import RickAndMortyFeedWeb
import Testing

/// The image route's answers kept in memory: by character id, while the cache has not changed,
/// under a byte cap.
@Suite struct ImageResponseCacheTests {
    @Test func keptAnswer_isServedWhileTheCacheHasNotChanged() {
        let sut = ImageResponseCache(maxBytes: 100)
        sut.keep(answer(bytes: 10), forCharacter: 1, generation: 7)

        #expect(sut.response(forCharacter: 1, generation: 7)?.byteCount == 10)
        #expect(sut.response(forCharacter: 2, generation: 7) == nil)
    }

    @Test func keptAnswer_isNotServedOnceTheCacheHasChanged() {
        let sut = ImageResponseCache(maxBytes: 100)
        sut.keep(answer(bytes: 10), forCharacter: 1, generation: 7)

        #expect(sut.response(forCharacter: 1, generation: 8) == nil)
        #expect(sut.response(forCharacter: 1, generation: 7) == nil)
    }

    @Test func keep_dropsOlderGenerationsThenEvictsTheLeastRecentlyUsed() {
        let sut = ImageResponseCache(maxBytes: 30)
        sut.keep(answer(bytes: 10), forCharacter: 1, generation: 1)
        sut.keep(answer(bytes: 10), forCharacter: 2, generation: 2)
        sut.keep(answer(bytes: 10), forCharacter: 3, generation: 2)
        _ = sut.response(forCharacter: 2, generation: 2)

        sut.keep(answer(bytes: 10), forCharacter: 4, generation: 2)
        sut.keep(answer(bytes: 10), forCharacter: 5, generation: 2)

        #expect(sut.response(forCharacter: 2, generation: 2) != nil)
        #expect(sut.response(forCharacter: 3, generation: 2) == nil)
        #expect(sut.response(forCharacter: 4, generation: 2) != nil)
        #expect(sut.response(forCharacter: 5, generation: 2) != nil)
    }

    @Test func keep_ignoresAnAnswerBiggerThanTheCap() {
        let sut = ImageResponseCache(maxBytes: 5)

        sut.keep(answer(bytes: 6), forCharacter: 1, generation: 1)

        #expect(sut.response(forCharacter: 1, generation: 1) == nil)
    }

    private func answer(bytes count: Int) -> ImageResponse {
        ImageResponse(CharacterImage(bytes: Data(repeating: 0xFF, count: count), contentType: "image/jpeg", source: .cache))
    }
}
