import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// The library store contract (Tests/TestSupport/LibraryStoreContract) on the in-memory store.
@Suite struct InMemoryLibraryStoreTests {
    @Test func entries_deliversNothingOnAnEmptyLibrary() async throws {
        try await LibraryStoreSpecs.entries_deliversNothingOnAnEmptyLibrary(on: InMemoryLibraryStore())
    }

    @Test func insert_deliversTheEntryWithWhenItWasAdded() async throws {
        try await LibraryStoreSpecs.insert_deliversTheEntryWithWhenItWasAdded(on: InMemoryLibraryStore())
    }

    @Test func insert_ofAnIDAlreadyThere_changesNothingAndKeepsTheFirstDate() async throws {
        try await LibraryStoreSpecs.insert_ofAnIDAlreadyThere_changesNothingAndKeepsTheFirstDate(on: InMemoryLibraryStore())
    }

    @Test func entries_deliversTheEarliestAddedFirstThenByID() async throws {
        try await LibraryStoreSpecs.entries_deliversTheEarliestAddedFirstThenByID(on: InMemoryLibraryStore())
    }

    @Test func lists_areKeptApart() async throws {
        try await LibraryStoreSpecs.lists_areKeptApart(on: InMemoryLibraryStore())
    }

    @Test func remove_takesOnlyThatEntryOut() async throws {
        try await LibraryStoreSpecs.remove_takesOnlyThatEntryOut(on: InMemoryLibraryStore())
    }

    @Test func remove_ofAnIDNotThere_changesNothing() async throws {
        try await LibraryStoreSpecs.remove_ofAnIDNotThere_changesNothing(on: InMemoryLibraryStore())
    }

    @Test func insert_afterRemove_addsAgainWithTheNewDate() async throws {
        try await LibraryStoreSpecs.insert_afterRemove_addsAgainWithTheNewDate(on: InMemoryLibraryStore())
    }

    @Test func entries_keepsDatesToTheMillisecond() async throws {
        try await LibraryStoreSpecs.entries_keepsDatesToTheMillisecond(on: InMemoryLibraryStore())
    }

    @Test func entries_hasNoSideEffects() async throws {
        try await LibraryStoreSpecs.entries_hasNoSideEffects(on: InMemoryLibraryStore())
    }
}
