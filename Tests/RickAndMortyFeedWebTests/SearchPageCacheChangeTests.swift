import Foundation
import HummingbirdTesting
import Testing

/// The search page over the real app and SQLite cache: a page kept for a search is never shown
/// once the cache holds more.
@Suite struct SearchPageCacheChangeTests {
    @Test func searchPage_afterAPageIsCached_showsWhatTheCacheNowHolds() async throws {
        try await WebTestHarness.with { _, client in
            let before = try await client.page("/search?q=rick")
            #expect(!before.text.contains("Rick Sanchez"))

            _ = try await client.page("/")
            let after = try await client.page("/search?q=rick")

            #expect(after.text.contains("Rick Sanchez"), "\(after.text)")
        }
    }
}
