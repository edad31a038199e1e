import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

@Suite struct InMemoryResourceStoreTests {
    @Test func retrieve_deliversNothingOnEmptyCache() async throws {
        try await ResourceStoreSpecs.retrieve_deliversNothingOnEmptyCache(on: InMemoryResourceStore<LocalEpisode>())
    }

    @Test func insert_deliversEveryPageWithItsItemsAndLinksSortedByNumber() async throws {
        try await ResourceStoreSpecs.insert_deliversEveryPageWithItsItemsAndLinksSortedByNumber(on: InMemoryResourceStore<LocalEpisode>())
    }

    @Test func insert_replacesOnlyThePageWithTheSameNumber() async throws {
        try await ResourceStoreSpecs.insert_replacesOnlyThePageWithTheSameNumber(on: InMemoryResourceStore<LocalEpisode>())
    }

    @Test func insert_keepsEachPagesEntityTagAndReplacesItWithThePage() async throws {
        try await ResourceStoreSpecs.insert_keepsEachPagesEntityTagAndReplacesItWithThePage(on: InMemoryResourceStore<LocalEpisode>())
    }

    @Test func insertPages_savesEachPageWithItsItemsAndLeavesTheOthers() async throws {
        try await InsertPagesSpecs.insertPages_savesEachPageWithItsItemsAndLeavesTheOthers(on: InMemoryResourceStore<LocalEpisode>())
    }

    @Test func insertItems_keepsItemsByIDApartFromPages() async throws {
        try await ResourceStoreSpecs.insertItems_keepsItemsByIDApartFromPages(on: InMemoryResourceStore<LocalEpisode>())
    }

    @Test func deletePages_keepsAPageSavedAgainSinceItWasRetrieved() async throws {
        try await ResourceStoreSpecs.deletePages_keepsAPageSavedAgainSinceItWasRetrieved(on: InMemoryResourceStore<LocalEpisode>())
    }

    @Test func restampPage_givesThePageAndItsItemsTheNewTimestampOnly() async throws {
        try await ResourceStoreSpecs.restampPage_givesThePageAndItsItemsTheNewTimestampOnly(on: InMemoryResourceStore<LocalEpisode>())
    }

    @Test func restampPage_leavesAPageDeletedOrSavedAgainSinceItWasRetrievedAsItIs() async throws {
        try await ResourceStoreSpecs.restampPage_leavesAPageDeletedOrSavedAgainSinceItWasRetrievedAsItIs(on: InMemoryResourceStore<LocalEpisode>())
    }

    @Test func deleteItems_keepsAnItemSavedAgainSinceItWasRetrieved() async throws {
        try await ResourceStoreSpecs.deleteItems_keepsAnItemSavedAgainSinceItWasRetrieved(on: InMemoryResourceStore<LocalEpisode>())
    }

    @Test func deleteAll_emptiesThisResourceOnly() async throws {
        try await ResourceStoreSpecs.deleteAll_emptiesThisResourceOnly(on: InMemoryResourceStore<LocalEpisode>())
    }

    @Test func locations_roundTripWithThousandsOfResidents() async throws {
        try await ResourceStoreSpecs.locations_roundTripWithThousandsOfResidents(on: InMemoryResourceStore<LocalLocation>())
    }
}
