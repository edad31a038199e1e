import Foundation
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

/// The feed page's markup in each state, the detail page and the 404 page, as text snapshots.
@Suite struct PageSnapshotTests {
    @Test func feedPage_remote() async throws {
        try await WebTestHarness.with { _, client in
            HTMLSnapshot.assertMatches(try await client.page("/").text, named: "feed-remote")
        }
    }

    @Test func feedPage_offlineFromCache() async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/")
            _ = try await client.page("/?page=2")
            await harness.goOffline()
            harness.clock.advance(by: 3 * .day)
            HTMLSnapshot.assertMatches(try await client.page("/?page=2").text, named: "feed-offline-cache")
        }
    }

    @Test func feedPage_connectivityError() async throws {
        try await WebTestHarness.with { harness, client in
            await harness.goOffline()
            HTMLSnapshot.assertMatches(try await client.page("/").text, named: "feed-connectivity-error")
        }
    }

    @Test func feedPage_invalidDataError() async throws {
        try await WebTestHarness.with { harness, client in
            harness.server.faults.inject(.invalidJSON, scope: .characters)
            HTMLSnapshot.assertMatches(try await client.page("/").text, named: "feed-invalid-data-error")
        }
    }

    @Test func feedPage_noCharactersFound() async throws {
        try await WebTestHarness.with { _, client in
            HTMLSnapshot.assertMatches(try await client.page("/?name=nobody-at-all&status=dead").text, named: "feed-empty")
        }
    }

    @Test func feedPage_lastPage() async throws {
        try await WebTestHarness.with { _, client in
            HTMLSnapshot.assertMatches(try await client.page("/?page=42").text, named: "feed-last-page")
        }
    }

    @Test func feedPage_spanish() async throws {
        try await WebTestHarness.with { _, client in
            HTMLSnapshot.assertMatches(try await client.page("/?gender=female", language: "es").text, named: "feed-spanish-filtered")
        }
    }

    @Test func detailPage() async throws {
        try await WebTestHarness.with { _, client in
            HTMLSnapshot.assertMatches(try await client.page("/characters/10").text, named: "character-detail")
        }
    }

    @Test func notFoundPage() async throws {
        try await WebTestHarness.with { _, client in
            HTMLSnapshot.assertMatches(try await client.page("/characters/9999").text, named: "character-not-found")
        }
    }

    @Test func episodesPage_remote() async throws {
        try await WebTestHarness.with { _, client in
            HTMLSnapshot.assertMatches(try await client.page("/episodes").text, named: "episodes-remote")
        }
    }

    @Test func episodePage() async throws {
        try await WebTestHarness.with { _, client in
            HTMLSnapshot.assertMatches(try await client.page("/episodes/1").text, named: "episode-detail")
        }
    }

    @Test func locationsPage_offlineFromCache() async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/locations?page=7")
            await harness.goOffline()
            harness.clock.advance(by: 3 * .day)
            HTMLSnapshot.assertMatches(try await client.page("/locations?page=7").text, named: "locations-offline-cache")
        }
    }
}
