import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The library store contract (Tests/TestSupport/LibraryStoreContract) on a real library file.
@Suite(.trackingMemoryLeaks)
struct SQLiteLibraryStoreTests {
    @Test func entries_deliversNothingOnAnEmptyLibrary() async throws {
        try await withTemporaryFolder { try await LibraryStoreSpecs.entries_deliversNothingOnAnEmptyLibrary(on: makeLibrarySUT(libraryURL(in: $0))) }
    }

    @Test func insert_deliversTheEntryWithWhenItWasAdded() async throws {
        try await withTemporaryFolder { try await LibraryStoreSpecs.insert_deliversTheEntryWithWhenItWasAdded(on: makeLibrarySUT(libraryURL(in: $0))) }
    }

    @Test func insert_ofAnIDAlreadyThere_changesNothingAndKeepsTheFirstDate() async throws {
        try await withTemporaryFolder { try await LibraryStoreSpecs.insert_ofAnIDAlreadyThere_changesNothingAndKeepsTheFirstDate(on: makeLibrarySUT(libraryURL(in: $0))) }
    }

    @Test func entries_deliversTheEarliestAddedFirstThenByID() async throws {
        try await withTemporaryFolder { try await LibraryStoreSpecs.entries_deliversTheEarliestAddedFirstThenByID(on: makeLibrarySUT(libraryURL(in: $0))) }
    }

    @Test func lists_areKeptApart() async throws {
        try await withTemporaryFolder { try await LibraryStoreSpecs.lists_areKeptApart(on: makeLibrarySUT(libraryURL(in: $0))) }
    }

    @Test func remove_takesOnlyThatEntryOut() async throws {
        try await withTemporaryFolder { try await LibraryStoreSpecs.remove_takesOnlyThatEntryOut(on: makeLibrarySUT(libraryURL(in: $0))) }
    }

    @Test func remove_ofAnIDNotThere_changesNothing() async throws {
        try await withTemporaryFolder { try await LibraryStoreSpecs.remove_ofAnIDNotThere_changesNothing(on: makeLibrarySUT(libraryURL(in: $0))) }
    }

    @Test func insert_afterRemove_addsAgainWithTheNewDate() async throws {
        try await withTemporaryFolder { try await LibraryStoreSpecs.insert_afterRemove_addsAgainWithTheNewDate(on: makeLibrarySUT(libraryURL(in: $0))) }
    }

    @Test func entries_keepsDatesToTheMillisecond() async throws {
        try await withTemporaryFolder { try await LibraryStoreSpecs.entries_keepsDatesToTheMillisecond(on: makeLibrarySUT(libraryURL(in: $0))) }
    }

    @Test func entries_hasNoSideEffects() async throws {
        try await withTemporaryFolder { try await LibraryStoreSpecs.entries_hasNoSideEffects(on: makeLibrarySUT(libraryURL(in: $0))) }
    }

    @Test func entries_surviveReopeningTheFile() async throws {
        try await withTemporaryFolder { folder in
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            _ = try await makeLibrarySUT(libraryURL(in: folder)).insert(.favoriteCharacter, id: 1, addedAt: date)
            _ = try await makeLibrarySUT(libraryURL(in: folder)).insert(.watchedEpisode, id: 2, addedAt: date)

            let reopened = makeLibrarySUT(libraryURL(in: folder))

            #expect(try await reopened.entries(.favoriteCharacter) == [LibraryEntry(id: 1, addedAt: date)])
            #expect(try await reopened.entries(.watchedEpisode) == [LibraryEntry(id: 2, addedAt: date)])
        }
    }

    @Test func entries_onAMissingFile_deliverNothingAndCreateNothing() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("not-yet/library.sqlite")

            let entries = try await makeLibrarySUT(url).entries(.favoriteCharacter)

            #expect(entries == [])
            #expect(!FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path))
        }
    }

    @Test func insert_createsTheFileAndItsFolderMarkedAsALibraryNotACache() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("data/rmfeed/library.sqlite")

            _ = try await makeLibrarySUT(url).insert(.favoriteCharacter, id: 1, addedAt: Date())

            #expect(try LibraryFileHeader.applicationID(url) == 0x524D_4C42)
        }
    }
}
