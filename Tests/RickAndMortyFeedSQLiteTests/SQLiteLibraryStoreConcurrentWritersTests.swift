import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// Two stores on one file, as `rmfeed serve` and a command beside it: each has its own pool of
/// connections, and every toggle of both survives.
@Suite(.trackingMemoryLeaks)
struct SQLiteLibraryStoreConcurrentWritersTests {
    @Test func twoStoresTogglingAtOnce_loseNoToggle() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            let first = makeLibrarySUT(url)
            let second = makeLibrarySUT(url)
            let date = Date(timeIntervalSince1970: 1_700_000_000)

            // Each adds its own 150 ids, takes every third out again, and toggles one shared id.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (store, ids) in [(first, 1...150), (second, 1001...1150)] {
                    group.addTask {
                        for id in ids {
                            _ = try await store.insert(.favoriteCharacter, id: id, addedAt: date)
                            _ = try await store.insert(.watchedEpisode, id: 7, addedAt: date)
                            if id % 3 == 0 { _ = try await store.remove(.favoriteCharacter, id: id) }
                        }
                    }
                }
                try await group.waitForAll()
            }

            let expected = Set((1...150).filter { $0 % 3 != 0 } + (1001...1150).filter { $0 % 3 != 0 })
            let reopened = makeLibrarySUT(url)
            #expect(Set(try await reopened.entries(.favoriteCharacter).map(\.id)) == expected)
            #expect(try await reopened.entries(.watchedEpisode).map(\.id) == [7])
        }
    }

    @Test func manyStoresOpeningANewFileAtOnce_allSave() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("new/library.sqlite")

            try await withThrowingTaskGroup(of: Void.self) { group in
                for id in 1...8 {
                    group.addTask { _ = try await SQLiteLibraryStore(fileURL: url).insert(.watchedEpisode, id: id, addedAt: Date()) }
                }
                try await group.waitForAll()
            }

            #expect(Set(try await makeLibrarySUT(url).entries(.watchedEpisode).map(\.id)) == Set(1...8))
        }
    }
}
