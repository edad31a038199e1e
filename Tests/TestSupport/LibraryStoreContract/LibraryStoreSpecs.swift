import Foundation
import RickAndMortyFeed
import Testing

/// The `LibraryStore` contract, run against every library store. Each spec takes a fresh,
/// empty store.
public enum LibraryStoreSpecs {
    static let monday = Date(timeIntervalSince1970: 1_700_000_000)
    static let tuesday = monday.addingTimeInterval(86_400)

    public static func entries_deliversNothingOnAnEmptyLibrary(
        on sut: some LibraryStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for kind in LibraryKind.allCases {
            #expect(try await sut.entries(kind) == [], sourceLocation: sourceLocation)
        }
    }

    public static func insert_deliversTheEntryWithWhenItWasAdded(
        on sut: some LibraryStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let added = try await sut.insert(.favoriteCharacter, id: 7, addedAt: monday)

        #expect(added, sourceLocation: sourceLocation)
        #expect(try await sut.entries(.favoriteCharacter) == [LibraryEntry(id: 7, addedAt: monday)], sourceLocation: sourceLocation)
    }

    public static func insert_ofAnIDAlreadyThere_changesNothingAndKeepsTheFirstDate(
        on sut: some LibraryStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        _ = try await sut.insert(.watchedEpisode, id: 3, addedAt: monday)

        let added = try await sut.insert(.watchedEpisode, id: 3, addedAt: tuesday)

        #expect(!added, sourceLocation: sourceLocation)
        #expect(try await sut.entries(.watchedEpisode) == [LibraryEntry(id: 3, addedAt: monday)], sourceLocation: sourceLocation)
    }

    public static func entries_deliversTheEarliestAddedFirstThenByID(
        on sut: some LibraryStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        _ = try await sut.insert(.favoriteCharacter, id: 1, addedAt: tuesday)
        _ = try await sut.insert(.favoriteCharacter, id: 30, addedAt: monday)
        _ = try await sut.insert(.favoriteCharacter, id: 20, addedAt: monday)

        let ids = try await sut.entries(.favoriteCharacter).map(\.id)

        #expect(ids == [20, 30, 1], sourceLocation: sourceLocation)
    }

    public static func lists_areKeptApart(
        on sut: some LibraryStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        _ = try await sut.insert(.favoriteCharacter, id: 1, addedAt: monday)
        _ = try await sut.insert(.watchedEpisode, id: 2, addedAt: tuesday)

        let removed = try await sut.remove(.watchedEpisode, id: 1)

        #expect(!removed, sourceLocation: sourceLocation)
        #expect(try await sut.entries(.favoriteCharacter) == [LibraryEntry(id: 1, addedAt: monday)], sourceLocation: sourceLocation)
        #expect(try await sut.entries(.watchedEpisode) == [LibraryEntry(id: 2, addedAt: tuesday)], sourceLocation: sourceLocation)
    }

    public static func remove_takesOnlyThatEntryOut(
        on sut: some LibraryStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        _ = try await sut.insert(.favoriteCharacter, id: 1, addedAt: monday)
        _ = try await sut.insert(.favoriteCharacter, id: 2, addedAt: tuesday)

        let removed = try await sut.remove(.favoriteCharacter, id: 1)

        #expect(removed, sourceLocation: sourceLocation)
        #expect(try await sut.entries(.favoriteCharacter) == [LibraryEntry(id: 2, addedAt: tuesday)], sourceLocation: sourceLocation)
    }

    public static func remove_ofAnIDNotThere_changesNothing(
        on sut: some LibraryStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        _ = try await sut.insert(.favoriteCharacter, id: 1, addedAt: monday)

        let removed = try await sut.remove(.favoriteCharacter, id: 9)

        #expect(!removed, sourceLocation: sourceLocation)
        #expect(try await sut.entries(.favoriteCharacter) == [LibraryEntry(id: 1, addedAt: monday)], sourceLocation: sourceLocation)
    }

    public static func insert_afterRemove_addsAgainWithTheNewDate(
        on sut: some LibraryStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        _ = try await sut.insert(.watchedEpisode, id: 5, addedAt: monday)
        _ = try await sut.remove(.watchedEpisode, id: 5)

        let added = try await sut.insert(.watchedEpisode, id: 5, addedAt: tuesday)

        #expect(added, sourceLocation: sourceLocation)
        #expect(try await sut.entries(.watchedEpisode) == [LibraryEntry(id: 5, addedAt: tuesday)], sourceLocation: sourceLocation)
    }

    public static func entries_keepsDatesToTheMillisecond(
        on sut: some LibraryStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000.123)
        _ = try await sut.insert(.favoriteCharacter, id: 1, addedAt: date)

        let stored = try #require(try await sut.entries(.favoriteCharacter).first, sourceLocation: sourceLocation)

        #expect(abs(stored.addedAt.timeIntervalSince(date)) < 0.001, sourceLocation: sourceLocation)
    }

    public static func entries_hasNoSideEffects(
        on sut: some LibraryStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        _ = try await sut.insert(.favoriteCharacter, id: 1, addedAt: monday)

        _ = try await sut.entries(.favoriteCharacter)
        _ = try await sut.entries(.watchedEpisode)

        #expect(try await sut.entries(.favoriteCharacter) == [LibraryEntry(id: 1, addedAt: monday)], sourceLocation: sourceLocation)
        #expect(try await sut.entries(.watchedEpisode) == [], sourceLocation: sourceLocation)
    }
}
