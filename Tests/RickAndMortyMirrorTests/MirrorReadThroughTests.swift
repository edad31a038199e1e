import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// The mirror's read-through (docs/OPERATIONS.md, "The mirror API"): the cache when it holds the
/// answer under the 7-day rule, else the API (then cached); 503 when neither can answer.
@Suite(.trackingMemoryLeaks)
struct MirrorReadThroughTests {
    @Test func coldCache_unreachableUpstream_delivers503WithAJSONError() async throws {
        try await MirrorHarness.with { mirror async throws in
            await mirror.goOffline()
            for path in ["/character", "/episode?name=pilot", "/location/3", "/character/1,2"] {
                let response = try await HTTP.get(mirror.localBase + path)
                #expect(response.status == 503, "\(path)")
                #expect(response.error?.error.isEmpty == false)
                #expect(response.header("Cache-Control") == "no-store")
            }
        }
    }

    @Test func coldCache_failingUpstream_delivers503() async throws {
        try await MirrorHarness.with(faults: [StubFault(.http500, scope: .all)]) { mirror async throws in
            #expect(try await HTTP.get(mirror.localBase + "/character?page=2").status == 503)
            #expect(try await HTTP.get(mirror.localBase + "/episode/1").status == 503)
        }
    }

    @Test func warmCache_answersWithoutAskingUpstream_evenWhenUpstreamFails() async throws {
        try await MirrorHarness.with { mirror async throws in
            try await mirror.warm()
            mirror.upstream.stats.reset()
            mirror.upstream.faults.inject(.http500)
            #expect(try await HTTP.get(mirror.localBase + "/character?page=7").status == 200)
            #expect(try await HTTP.get(mirror.localBase + "/character?name=smith&page=2").status == 200)
            #expect(try await HTTP.get(mirror.localBase + "/episode/1,2,51").ids == [1, 2, 51])
            #expect(try await HTTP.get(mirror.localBase + "/location/126").status == 200)
            #expect(try await HTTP.get(mirror.localBase + "/character/9999").status == 404)
            #expect(mirror.upstream.stats.total == 0, "\(mirror.upstream.stats.snapshot)")
        }
    }

    @Test func expiredCache_readsThroughAgain_andIs503WhenUpstreamIsGone() async throws {
        try await MirrorHarness.with { mirror async throws in
            #expect(try await HTTP.get(mirror.localBase + "/character?page=3").status == 200)
            #expect(try await HTTP.get(mirror.localBase + "/character/700").status == 200)
            mirror.clock.advance(by: 7 * 86_400)
            mirror.upstream.stats.reset()
            #expect(try await HTTP.get(mirror.localBase + "/character?page=3").status == 200)
            #expect(mirror.upstream.stats.count(.characterPage) == 1, "an expired page is asked again")
            mirror.clock.advance(by: 7 * 86_400)
            await mirror.goOffline()
            #expect(try await HTTP.get(mirror.localBase + "/character?page=3").status == 503)
            #expect(try await HTTP.get(mirror.localBase + "/character/700").status == 503)
        }
    }

    @Test func readThrough_savesWhatItFetched_soTheNextAnswerComesFromTheCache() async throws {
        try await MirrorHarness.with { mirror async throws in
            let first = try await HTTP.get(mirror.localBase + "/character?page=5")
            let item = try await HTTP.get(mirror.localBase + "/episode/7")
            await mirror.goOffline()
            let again = try await HTTP.get(mirror.localBase + "/character?page=5")
            #expect(again.status == 200 && again.body == first.body)
            #expect(try await HTTP.get(mirror.localBase + "/episode/7").body == item.body)
        }
    }

    @Test func coldCache_100ConcurrentIdenticalRequests_makeOneUpstreamRequest() async throws {
        try await MirrorHarness.with { mirror async throws in
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<100 { group.addTask { try await HTTP.get(mirror.localBase + "/character?page=9").status } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 200, count: 100))
            #expect(mirror.upstream.stats.count(.characterPage) == 1)
            let items = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<100 { group.addTask { try await HTTP.get(mirror.localBase + "/location/3,4").status } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(items == Array(repeating: 200, count: 100))
            #expect(mirror.upstream.stats.count(.locationByID) == 1)
        }
    }
}
