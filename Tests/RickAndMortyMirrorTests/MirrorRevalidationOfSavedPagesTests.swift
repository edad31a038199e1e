import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import RickAndMortyStubAPI
import Testing
import TestSupport

/// Which pages `rmfeed serve` can revalidate, as docs/API.md ("Revalidation toward the API")
/// tells: a page saved from an API answer that carried an `ETag` (a sync's page 1, a page
/// `rmfeed characters` or the web feed loaded, one the mirror read through) keeps the tag, and
/// once expired it costs a 304 with no body, as long as no validation has deleted it first.
@Suite(.trackingMemoryLeaks)
struct MirrorRevalidationOfSavedPagesTests {
    /// Past the 7 days, within the hour before `serve` validates again.
    private static let expired: TimeInterval = 7 * 86_400 + 60

    @Test func pagesASyncSavedFromPageAnswers_areRevalidatedOnceExpired_withNoBodyDownloaded() async throws {
        try await MirrorHarness.with { mirror async throws in
            mirror.upstream.entityTags.enable()
            _ = try await mirror.app.syncAll(images: false) { _ in }
            let synced = try await HTTP.get(mirror.localBase + "/character?page=1")
            mirror.clock.advance(by: Self.expired)
            mirror.upstream.stats.reset()

            let answers = try await ["character", "episode", "location"].asyncMap { try await HTTP.get(mirror.localBase + "/\($0)?page=1") }

            #expect(answers.map(\.status) == [200, 200, 200])
            #expect(answers[0].body == synced.body)
            let stats = mirror.upstream.stats
            let pageRequests: [Int] = [stats.count(.characterPage), stats.count(.episodePage), stats.count(.locationPage)]
            #expect(pageRequests == [1, 1, 1])
            #expect(stats.bodyBytesServed == 0, "every page 1 answered 304")
            #expect(try await mirror.cacheFile.characters.retrievePage(number: 1)?.savedAt == mirror.clock.now)
        }
    }

    /// A sync builds the pages after page 1 from many-ids answers: no page answer, no tag.
    @Test func pagesASyncBuiltFromManyIDs_haveNoTag_andAreDownloadedAgainOnceExpired() async throws {
        try await MirrorHarness.with { mirror async throws in
            mirror.upstream.entityTags.enable()
            _ = try await mirror.app.syncAll(images: false) { _ in }
            #expect(try await mirror.cacheFile.characters.retrievePage(number: 2)?.entityTag == nil)
            mirror.clock.advance(by: Self.expired)
            mirror.upstream.stats.reset()

            let again = try await HTTP.get(mirror.localBase + "/character?page=2")

            #expect(again.status == 200 && mirror.upstream.stats.bodyBytesServed > 0)
            #expect(try await mirror.cacheFile.characters.retrievePage(number: 2)?.entityTag != nil, "tagged from now on")
        }
    }

    @Test func pagesTheFeedsSaved_areRevalidatedOnceExpired_withNoBodyDownloaded() async throws {
        try await MirrorHarness.with { mirror async throws in
            mirror.upstream.entityTags.enable()
            _ = try await mirror.app.feed(preferring: .remote).load(CharactersQuery(page: 3))
            _ = try await mirror.app.episodes(preferring: .remote).load(EpisodesQuery(page: 2))
            mirror.clock.advance(by: Self.expired)
            mirror.upstream.stats.reset()

            let characters = try await HTTP.get(mirror.localBase + "/character?page=3")
            let episodes = try await HTTP.get(mirror.localBase + "/episode?page=2")

            #expect(characters.status == 200 && episodes.status == 200)
            #expect(mirror.upstream.stats.count(.characterPage) == 1 && mirror.upstream.stats.count(.episodePage) == 1)
            #expect(mirror.upstream.stats.bodyBytesServed == 0, "both answered 304")
        }
    }

    /// Validation (at `serve`'s start and every hour) deletes an expired page, tag and all: the
    /// next request downloads the page whole.
    @Test func anExpiredTaggedPage_thatAValidationDeleted_isDownloadedWhole() async throws {
        try await MirrorHarness.with { mirror async throws in
            mirror.upstream.entityTags.enable()
            _ = try await mirror.app.syncAll(images: false) { _ in }
            mirror.clock.advance(by: Self.expired)
            try await mirror.app.validateCache()
            #expect(try await mirror.cacheFile.characters.retrievePage(number: 1) == nil)
            mirror.upstream.stats.reset()

            let again = try await HTTP.get(mirror.localBase + "/character?page=1")

            #expect(again.status == 200)
            #expect(mirror.upstream.stats.count(.characterPage) == 1 && mirror.upstream.stats.bodyBytesServed > 0)
            let saved = try await mirror.cacheFile.characters.retrievePage(number: 1)
            #expect(saved?.savedAt == mirror.clock.now && saved?.entityTag != nil)
        }
    }
}

extension Array {
    /// `map` with an async transform, one element after the other.
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
