import RickAndMortyFeed
import Testing

extension ResourceStoreSpecs {
    /// Every spec of the contract, each on a fresh, empty store that `fresh` makes and hands to
    /// it: one call runs the whole contract for one resource on one kind of store.
    public static func runAll<Item: SpecItem, Store: ResourceStore<Item>>(
        _ fresh: (_ spec: (Store) async throws -> Void) async throws -> Void
    ) async throws {
        try await fresh { try await retrieve_deliversNothingOnEmptyCache(on: $0) }
        try await fresh { try await retrieve_hasNoSideEffects(on: $0) }
        try await fresh { try await retrievePageInfosAndItemStamps_sayWhatIsHeldAndWhenItWasSaved(on: $0) }
        try await fresh { try await insert_deliversEveryPageWithItsItemsAndLinksSortedByNumber(on: $0) }
        try await fresh { try await insert_keepsEachPagesEntityTagAndReplacesItWithThePage(on: $0) }
        try await fresh { try await insert_replacesOnlyThePageWithTheSameNumber(on: $0) }
        try await fresh { try await insert_replacesAPageThatHasFewerItemsNow(on: $0) }
        try await fresh { try await InsertPagesSpecs.insertPages_savesEachPageWithItsItemsAndLeavesTheOthers(on: $0) }
        try await fresh { try await insertPages_withANumberTwice_savesTheLastOfItsPages(on: $0) }
        try await fresh { try await insertPages_manyPagesTwice_keepsEachItemOnceInOrder(on: $0) }
        try await fresh { try await insertItems_keepsItemsByIDApartFromPages(on: $0) }
        try await fresh { try await deletePages_keepsAPageSavedAgainSinceItWasRetrieved(on: $0) }
        try await fresh { try await restampPage_givesThePageAndItsItemsTheNewTimestampOnly(on: $0) }
        try await fresh { try await restampPage_leavesAPageDeletedOrSavedAgainSinceItWasRetrievedAsItIs(on: $0) }
        try await fresh { try await deleteItems_keepsAnItemSavedAgainSinceItWasRetrieved(on: $0) }
        try await fresh { try await deleteAll_emptiesThisResourceOnly(on: $0) }
        try await fresh { try await concurrentOperations_leaveOneWholePage(on: $0) }
    }
}
