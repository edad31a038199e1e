import Foundation
import NIOCore
import Testing
@testable import RickAndMortyFeedWeb

/// The mirror's encoded answers kept in memory: one generation of the cache at a time, young
/// enough, and under a byte cap.
struct MirrorAnswerCacheTests {
    private let start = Date(timeIntervalSince1970: 1_763_800_000)

    private func answer(bytes: Int = 300, status: Int = 200, cacheControl: String = MirrorAnswer.dataLifetime) -> EncodedMirrorAnswer {
        EncodedMirrorAnswer(MirrorAnswer(status: status, body: Array(repeating: UInt8(ascii: "a"), count: bytes), cacheControl: cacheControl))
    }

    private func key(_ route: String) -> MirrorAnswerCache.Key { .init(base: "http://m/api", route: route) }

    @Test func keptAnswer_isServedAtTheSameGeneration_andDroppedOnceItMoves() {
        let sut = MirrorAnswerCache()
        let kept = answer()
        sut.keep(kept, for: key("character?page=1"), generation: 3, now: start)
        #expect(sut.answer(for: key("character?page=1"), generation: 3, now: start) === kept)
        #expect(sut.answer(for: key("character?page=1"), generation: 4, now: start) == nil)
        #expect(sut.answer(for: key("character?page=1"), generation: 3, now: start) == nil, "the older generation is gone for good")
        #expect(sut.totalBytes == 0)
    }

    @Test func keptAnswer_isFoundByTheTargetItWasAskedWith_onlyUnderTheSameBaseAndGeneration() {
        let sut = MirrorAnswerCache()
        let kept = answer()
        sut.keep(kept, for: key("character?page=1"), target: "/api/character?x=1", generation: 2, now: start)
        #expect(sut.answer(forTarget: "/api/character?x=1", base: "http://m/api", generation: 2, now: start) === kept)
        #expect(sut.answer(forTarget: "/api/character?x=1", base: "http://other/api", generation: 2, now: start) == nil)
        #expect(sut.answer(forTarget: "/api/character?x=2", base: "http://m/api", generation: 2, now: start) == nil)
        #expect(sut.answer(forTarget: "/api/character?x=1", base: "http://m/api", generation: 3, now: start) == nil)
        sut.keep(kept, for: key("character?page=1"), generation: 3, now: start)
        #expect(sut.answer(forTarget: "/api/character?x=1", base: "http://m/api", generation: 3, now: start) == nil, "targets go with their generation")
    }

    @Test func answerMadeBeforeTheLatestChange_isNotKept() {
        let sut = MirrorAnswerCache()
        sut.keep(answer(), for: key("episode/1"), generation: 5, now: start)
        sut.keep(answer(), for: key("episode/2"), generation: 4, now: start)
        #expect(sut.answer(for: key("episode/2"), generation: 5, now: start) == nil)
        #expect(sut.answer(for: key("episode/1"), generation: 5, now: start) != nil)
    }

    @Test func keptAnswer_isDroppedOnceOlderThanMaxAge_orWhenTheClockGoesBack() {
        let sut = MirrorAnswerCache(maxAge: 10)
        sut.keep(answer(), for: key("a"), generation: 1, now: start)
        sut.keep(answer(), for: key("b"), generation: 1, now: start)
        #expect(sut.answer(for: key("a"), generation: 1, now: start.addingTimeInterval(4.9)) != nil, "kept for half of maxAge at least")
        #expect(sut.answer(for: key("a"), generation: 1, now: start.addingTimeInterval(10)) == nil)
        #expect(sut.answer(for: key("b"), generation: 1, now: start.addingTimeInterval(-1)) == nil)
    }

    @Test func answersKeptTogether_growOldAtSpreadMoments_betweenHalfOfMaxAgeAndMaxAge() {
        let sut = MirrorAnswerCache(maxAge: 16)
        for index in 0..<16 { sut.keep(answer(), for: key("r\(index)"), generation: 1, now: start) }
        let kept = { (age: TimeInterval) in
            (0..<16).filter { sut.answer(for: key("r\($0)"), generation: 1, now: self.start.addingTimeInterval(age)) != nil }.count
        }

        #expect(kept(7.9) == 16, "none goes before half of maxAge")
        #expect(kept(12) == 8, "lives step down from maxAge to its half")
        #expect(kept(16) == 0, "none outlives maxAge")
    }

    @Test func keptAnswers_stayUnderTheByteCap_leastRecentlyUsedOutFirst() {
        let one = answer(bytes: 1_000)
        let size = one.keptByteCount + "http://m/api".utf8.count + "r0".utf8.count
        let sut = MirrorAnswerCache(maxBytes: size * 8)
        for index in 0..<8 { sut.keep(answer(bytes: 1_000), for: key("r\(index)"), generation: 1, now: start) }
        #expect(sut.answer(for: key("r0"), generation: 1, now: start) != nil)
        for index in 8..<40 {
            sut.keep(answer(bytes: 1_000), for: key("r\(index)"), generation: 1, now: start)
            #expect(sut.totalBytes <= sut.maxBytes)
        }
        #expect(sut.answer(for: key("r39"), generation: 1, now: start) != nil)
        #expect(sut.answer(for: key("r1"), generation: 1, now: start) == nil)
    }

    @Test func answersAboutTheRequest_andOutsizedAnswers_areNotKept() {
        let sut = MirrorAnswerCache(maxBytes: 40_000)
        sut.keep(answer(status: 500, cacheControl: "no-store"), for: key("character/abc"), generation: 1, now: start)
        sut.keep(answer(status: 503, cacheControl: "no-store"), for: key("character?page=1"), generation: 1, now: start)
        sut.keep(answer(status: 404, cacheControl: "no-store"), for: key("character/9"), generation: 1, now: start)
        sut.keep(answer(bytes: 20_000), for: key("character?page=2"), generation: 1, now: start)
        #expect(sut.totalBytes == 0)
    }

    @Test func encodedAnswer_keepsItsGzippedBody_andItsTags() throws {
        let sut = answer(bytes: 4_000)
        let first = try #require(sut.gzippedBody())
        #expect(sut.gzippedBody() == first)
        #expect(first.readableBytes < 4_000)
        #expect(sut.entityTag == EntityTag.of(Array(repeating: UInt8(ascii: "a"), count: 4_000)))
        #expect(sut.gzipEntityTag != sut.entityTag)
    }
}
