import Foundation
import RickAndMortyApp
import Testing
import TestSupport

/// The mirror keeps its encoded answers in memory only while the cache does not change and
/// the data may still be served (docs/OPERATIONS.md, "The mirror API").
@Suite(.trackingMemoryLeaks)
struct MirrorKeptAnswersTests {
    @Test func keptAnswer_isNotServedOnceTheCacheIsCleared() async throws {
        try await MirrorHarness.with { mirror async throws in
            let first = try await HTTP.get(mirror.localBase + "/character?page=4")
            let again = try await HTTP.get(mirror.localBase + "/character?page=4&unknown=1")
            #expect(first.status == 200 && again.body == first.body && again.header("ETag") == first.header("ETag"))
            try await mirror.app.clearCache()
            await mirror.goOffline()
            #expect(try await HTTP.get(mirror.localBase + "/character?page=4").status == 503)
            #expect(try await HTTP.get(mirror.localBase + "/character?page=4&unknown=1").status == 503)
        }
    }

    @Test func keptItems_areNotServedOnceTheCacheIsValidatedAway() async throws {
        try await MirrorHarness.with { mirror async throws in
            #expect(try await HTTP.get(mirror.localBase + "/episode/1,2").status == 200)
            #expect(try await HTTP.get(mirror.localBase + "/episode/1,2").status == 200)
            await mirror.goOffline()
            mirror.clock.advance(by: 8 * 86_400)
            try await mirror.app.validateCache()
            mirror.clock.advance(by: -8 * 86_400)
            #expect(try await HTTP.get(mirror.localBase + "/episode/1,2").status == 503)
        }
    }

    @Test func keptAnswer_isTheSameGzippedRepresentationEveryTime() async throws {
        try await MirrorHarness.with { mirror async throws in
            let gzip = [("Accept-Encoding", "gzip")]
            let first = try await HTTP.get(mirror.localBase + "/location?page=2", headers: gzip)
            let second = try await HTTP.get(mirror.localBase + "/location?page=2", headers: gzip)
            #expect(first.header("Content-Encoding") == "gzip" && second.header("Content-Encoding") == "gzip")
            #expect(second.body == first.body && second.header("ETag") == first.header("ETag"))
            let plain = try await HTTP.get(mirror.localBase + "/location?page=2")
            #expect(plain.header("Content-Encoding") == nil && plain.header("ETag") != first.header("ETag"))
        }
    }
}
