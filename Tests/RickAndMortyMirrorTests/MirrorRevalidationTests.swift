import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import RickAndMortyStubAPI
import Testing
import TestSupport

/// A page the mirror holds past its 7 days is asked for with the API's `ETag` (docs/API.md,
/// "Revalidation toward the API"): a 304 makes the held page fresh again with no body
/// downloaded; a 200 replaces it and its tag; with no tag, or one not fit to send, it is
/// downloaded as before.
@Suite(.trackingMemoryLeaks)
struct MirrorRevalidationTests {
    private static let week: TimeInterval = 7 * 86_400

    @Test func expiredPages_unchangedUpstream_areRevalidatedWith304_noBodyServed_andFreshAgain() async throws {
        try await MirrorHarness.with { mirror async throws in
            mirror.upstream.entityTags.enable()
            let characters = try await HTTP.get(mirror.localBase + "/character?page=3")
            let episodes = try await HTTP.get(mirror.localBase + "/episode?page=2")
            mirror.clock.advance(by: Self.week)
            mirror.upstream.stats.reset()

            let charactersAgain = try await HTTP.get(mirror.localBase + "/character?page=3")
            let episodesAgain = try await HTTP.get(mirror.localBase + "/episode?page=2")

            #expect(charactersAgain.status == 200 && charactersAgain.body == characters.body)
            #expect(episodesAgain.status == 200 && episodesAgain.body == episodes.body)
            #expect(mirror.upstream.stats.count(.characterPage) == 1 && mirror.upstream.stats.count(.episodePage) == 1)
            #expect(mirror.upstream.stats.bodyBytesServed == 0, "both answered 304")
            let store = mirror.cacheFile
            let page = try #require(try await store.characters.retrievePage(number: 3))
            #expect(page.savedAt == mirror.clock.now && page.entityTag != nil && page.characters.count == 20)
            #expect(try await store.episodes.retrievePage(number: 2)?.savedAt == mirror.clock.now)
            let name = try #require(page.characters.first?.name)
            let now = mirror.clock.now
            let found = try await store.search(SearchTerms(name), kinds: [.character], saved: now...now, limit: 40)
            #expect(found.isEmpty == false, "the search index follows the page's new timestamp")
        }
    }

    @Test func expiredPage_changedUpstream_replacesTheDataAndTheTag() async throws {
        try await MirrorHarness.with { mirror async throws in
            mirror.upstream.entityTags.enable()
            let first = try await HTTP.get(mirror.localBase + "/character?page=3")
            let before = try #require(try await mirror.cacheFile.characters.retrievePage(number: 3))
            mirror.clock.advance(by: Self.week)
            mirror.upstream.stats.reset()
            mirror.upstream.faults.inject(.hostileStrings, scope: .characters)

            let changed = try await HTTP.get(mirror.localBase + "/character?page=3")

            #expect(changed.status == 200 && changed.body != first.body)
            #expect(mirror.upstream.stats.bodyBytesServed > 0)
            let after = try #require(try await mirror.cacheFile.characters.retrievePage(number: 3))
            #expect(after.savedAt == mirror.clock.now)
            #expect(after.entityTag != nil && after.entityTag != before.entityTag)
            #expect(after.characters.map(\.name) != before.characters.map(\.name))
        }
    }

    @Test func expiredPage_upstreamWithoutTags_isDownloadedAgainAsBefore() async throws {
        try await MirrorHarness.with { mirror async throws in
            let first = try await HTTP.get(mirror.localBase + "/character?page=3")
            #expect(try await mirror.cacheFile.characters.retrievePage(number: 3)?.entityTag == nil)
            mirror.clock.advance(by: Self.week)
            mirror.upstream.stats.reset()

            let again = try await HTTP.get(mirror.localBase + "/character?page=3")

            #expect(again.status == 200 && again.body == first.body)
            #expect(mirror.upstream.stats.count(.characterPage) == 1 && mirror.upstream.stats.bodyBytesServed > 0)
            #expect(try await mirror.cacheFile.characters.retrievePage(number: 3)?.savedAt == mirror.clock.now)
        }
    }

    @Test func expiredPage_withAMalformedStoredTag_isDownloadedAgain_andGetsTheAPIsTag() async throws {
        for malformed in ["\"x\"\r\nX-Injected: 1", String(repeating: "a", count: 5_000), "", "\"unknown\""] {
            try await MirrorHarness.with { mirror async throws in
                mirror.upstream.entityTags.enable()
                let first = try await HTTP.get(mirror.localBase + "/character?page=3")
                let store = mirror.cacheFile
                let held = try #require(try await store.characters.retrievePage(number: 3))
                try await store.characters.insert(held.tagged(malformed))
                mirror.clock.advance(by: Self.week)
                mirror.upstream.stats.reset()

                let again = try await HTTP.get(mirror.localBase + "/character?page=3")

                #expect(again.status == 200 && again.body == first.body, "\(malformed.prefix(20))")
                #expect(mirror.upstream.stats.bodyBytesServed > 0)
                let after = try await store.characters.retrievePage(number: 3)
                #expect(after?.entityTag == held.entityTag && after?.savedAt == mirror.clock.now)
            }
        }
    }
}

extension MirrorHarness {
    /// The mirror's cache file, opened as another process would open it.
    var cacheFile: SQLiteFeedStore {
        SQLiteFeedStore(fileURL: app.configuration.cacheFileURL)
    }
}
