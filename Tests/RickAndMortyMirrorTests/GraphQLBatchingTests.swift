import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// Linked fields resolve a level at a time: one lookup per level for all the items of the level
/// above, read through the cache like `/api`'s by-ids route, never one per item.
// One test at a time: each starts a stand-in and a mirror, and all of them at once, beside the
// target's other suites, starve their connection timeouts on two cores.
@Suite(.trackingMemoryLeaks, .serialized)
struct GraphQLBatchingTests {
    @Test func nestedFields_costOneUpstreamRequestPerLevel_overAColdCache() async throws {
        try await MirrorHarness.with { mirror async throws in
            let data = try await mirror.graphQL("{ episode(id: 3) { characters { name episode { name } origin { name } } } }")
            #expect(data.object("episode")?.objects("characters")?.isEmpty == false)
            let stats = mirror.upstream.stats
            #expect(stats.count(.episodeByID) == 2, "the episode, then every episode of its characters at once: \(stats.snapshot)")
            #expect(stats.count(.characterByID) == 1, "\(stats.snapshot)")
            #expect(stats.count(.locationByID) <= 1, "\(stats.snapshot)")
        }
    }

    @Test func warmCache_answersANestedQuery_withoutAskingUpstream() async throws {
        try await MirrorHarness.with { mirror async throws in
            try await mirror.warm()
            mirror.upstream.stats.reset()
            _ = try await mirror.graphQL("{ characters(page: 3) { results { name episode { name characters { name } } location { name residents { name } } } } }")
            #expect(mirror.upstream.stats.total == 0, "\(mirror.upstream.stats.snapshot)")
        }
    }

    @Test func unreachableUpstream_withNothingCached_isThatFieldsError_andTheRestIsServed() async throws {
        try await MirrorHarness.with { mirror async throws in
            _ = try await mirror.graphQL("{ character(id: 1) { name } }")
            await mirror.goOffline()
            let answer = try await GraphQLClient.post(mirror.serverBase, "{ cached: character(id: 1) { name } cold: character(id: 600) { name } }")
            #expect(answer.status == 200)
            #expect(answer.data?.object("cached")?.string("name") == "Rick Sanchez")
            #expect(answer.data?.isNull("cold") == true)
            #expect(answer.errors.count == 1)
            #expect((answer.errors.first?["path"] as? [String]) == ["cold"])
        }
    }
}
