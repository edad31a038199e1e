import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// The API's 429 with a `Retry-After` longer than the mirror retries within a request
/// (docs/API.md, "What the app does with it"): the valid cache answers what it can; otherwise 503 with the
/// API's remaining wait, and the API is not asked again before that wait is over.
@Suite(.trackingMemoryLeaks)
struct MirrorUpstreamRateLimitTests {
    @Test func coldCache_rateLimitedUpstream_delivers503WithTheUpstreamsRemainingWait() async throws {
        try await MirrorHarness.with(faults: [StubFault(.http429)]) { mirror async throws in
            let response = try await HTTP.get(mirror.localBase + "/character?page=2")

            #expect(response.status == 503)
            #expect(response.error?.error.isEmpty == false)
            #expect(response.header("Cache-Control") == "no-store")
            let wait = try #require(response.header("Retry-After").flatMap { Int($0) })
            #expect((100...120).contains(wait), "the stand-in asked for 120 s, got \(wait)")
            #expect(mirror.upstream.stats.total == 1, "a long Retry-After is not waited for: \(mirror.upstream.stats.snapshot)")
        }
    }

    @Test func rateLimitedUpstream_isNotAskedAgainBeforeItsWaitIsOver() async throws {
        try await MirrorHarness.with(faults: [StubFault(.http429, count: 1)]) { mirror async throws in
            #expect(try await HTTP.get(mirror.localBase + "/character?page=2").status == 503)

            for path in ["/character?page=3", "/episode/1", "/location?name=earth"] {
                let response = try await HTTP.get(mirror.localBase + path)
                #expect(response.status == 503, "\(path)")
                #expect(response.header("Retry-After").flatMap { Int($0) }.map { (100...120).contains($0) } == true, "\(path)")
            }
            #expect(mirror.upstream.stats.total == 1, "\(mirror.upstream.stats.snapshot)")
        }
    }

    @Test func rateLimitedUpstream_validCacheAnswersWhatItHolds() async throws {
        try await MirrorHarness.with { mirror async throws in
            #expect(try await HTTP.get(mirror.localBase + "/character?page=1").status == 200)
            mirror.upstream.faults.inject(.http429)

            #expect(try await HTTP.get(mirror.localBase + "/character?page=1").status == 200)
            #expect(try await HTTP.get(mirror.localBase + "/character/1,2,700").ids == [1, 2])
            let search = try await HTTP.get(mirror.localBase + "/character?name=rick")
            #expect(search.status == 200)
            #expect(search.header("Retry-After") == nil)
        }
    }
}
