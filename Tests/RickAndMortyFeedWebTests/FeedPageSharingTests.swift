import Foundation
import HummingbirdTesting
import RickAndMortyStubAPI
import TestSupport
import Testing

/// "Serving many page views": concurrent views share one upstream load, and a page from remote
/// counts as the latest for `--refresh-interval` seconds, after which remote is asked first again.
@Suite struct FeedPageSharingTests {
    @Test func feed_concurrentViewsOfOnePage_shareOneUpstreamLoad() async throws {
        try await WebTestHarness.with(refreshInterval: 60) { harness, client in
            harness.server.faults.inject(.slow, scope: .characters, delayMs: 300)

            try await withThrowingTaskGroup(of: (cards: Int, text: String).self) { group in
                for _ in 0..<12 {
                    group.addTask {
                        let page = try await client.page("/")
                        return (page.count("data-character-id="), page.text)
                    }
                }
                for try await view in group { #expect(view.cards == 20, "\(view.text.prefix(2_000))") }
            }

            #expect(harness.server.stats.count(.characterPage) == 1)
        }
    }

    @Test func feed_withinRefreshInterval_servesTheRecentRemotePageWithoutAskingAgain() async throws {
        try await WebTestHarness.with(refreshInterval: 60) { harness, client in
            _ = try await client.page("/")
            harness.clock.advance(by: 59)

            let again = try await client.page("/")

            #expect(again.text.contains(#"data-source="remote""#))
            #expect(harness.server.stats.count(.characterPage) == 1)
        }
    }

    @Test func feed_afterRefreshInterval_asksRemoteFirstAgain() async throws {
        try await WebTestHarness.with(refreshInterval: 60) { harness, client in
            _ = try await client.page("/")
            harness.clock.advance(by: 60)

            _ = try await client.page("/")

            #expect(harness.server.stats.count(.characterPage) == 2)
        }
    }

    @Test func feed_withRefreshIntervalZero_asksRemoteOnEveryView() async throws {
        try await WebTestHarness.with(refreshInterval: 0) { harness, client in
            for _ in 0..<3 { _ = try await client.page("/") }

            #expect(harness.server.stats.count(.characterPage) == 3)
        }
    }

    @Test func feed_pageTheCacheStoodInFor_isNotKeptAsTheLatest() async throws {
        try await WebTestHarness.with(refreshInterval: 60) { harness, client in
            _ = try await client.page("/")
            harness.clock.advance(by: 61)
            harness.server.faults.inject(.http500, scope: .characters, count: 1)
            let offline = try await client.page("/")
            #expect(offline.text.contains(#"data-source="cache""#))

            let recovered = try await client.page("/")

            #expect(recovered.text.contains(#"data-source="remote""#))
        }
    }
}
