import Foundation
import HummingbirdTesting
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

/// The server validates the cache at start and then periodically, so a cache that
/// turns 7 days old while `rmfeed serve` runs is deleted without a restart.
@Suite struct CacheValidationServiceTests {
    @Test func runningServer_deletesTheCacheOnceItIsSevenDaysOld() async throws {
        try await WebTestHarness.with(cacheValidationInterval: .milliseconds(50)) { harness, client in
            _ = try await client.page("/")
            let saved = await eventually(timeout: .seconds(10)) { (try? await harness.feedApp.cacheStatistics().characterCount) == 20 }
            #expect(saved, "validation keeps a fresh cache")

            harness.clock.advance(by: 7 * .day)

            let deleted = await eventually(timeout: .seconds(30)) { (try? await harness.feedApp.cacheStatistics().characterCount) == 0 }
            #expect(deleted, "the periodic validation should have deleted the expired cache")
        }
    }
}
