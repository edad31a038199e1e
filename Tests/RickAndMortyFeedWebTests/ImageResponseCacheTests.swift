import Foundation
import Hummingbird
import RickAndMortyFeed
@testable import RickAndMortyFeedWeb
import Testing

/// The image route's answers kept in memory: by character id, while the cache has not changed,
/// under a byte cap (the least recently used out first, down to three quarters of it).
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
        let sut = ImageResponseCache(maxBytes: 40)
        sut.keep(answer(bytes: 10), forCharacter: 1, generation: 1)
        for id in 2...4 { sut.keep(answer(bytes: 10), forCharacter: id, generation: 2) }
        _ = sut.response(forCharacter: 2, generation: 2)

        sut.keep(answer(bytes: 10), forCharacter: 5, generation: 2)
        sut.keep(answer(bytes: 10), forCharacter: 6, generation: 2)

        #expect(sut.response(forCharacter: 1, generation: 2) == nil)
        #expect(sut.response(forCharacter: 2, generation: 2) != nil)
        #expect(sut.response(forCharacter: 3, generation: 2) == nil)
        #expect(sut.response(forCharacter: 4, generation: 2) == nil)
        #expect(sut.response(forCharacter: 5, generation: 2) != nil)
        #expect(sut.response(forCharacter: 6, generation: 2) != nil)
    }

    /// Freeing just what the new answer needs sorted every kept answer on each keep once full.
    @Test func keep_pastTheCap_evictsDownToThreeQuartersOfIt_soTheNextAnswersEvictNothing() {
        let sut = ImageResponseCache(maxBytes: 40)
        for id in 1...4 { sut.keep(answer(bytes: 10), forCharacter: id, generation: 1) }

        sut.keep(answer(bytes: 10), forCharacter: 5, generation: 1)
        #expect(sut.totalCost == 30)

        sut.keep(answer(bytes: 10), forCharacter: 6, generation: 1)
        #expect(sut.totalCost == 40)
        #expect((1...6).filter { sut.response(forCharacter: $0, generation: 1) != nil } == [3, 4, 5, 6])
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
