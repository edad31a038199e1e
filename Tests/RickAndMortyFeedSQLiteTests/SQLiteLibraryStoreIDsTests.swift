import Foundation
import GRDB
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// `ids()`, what every page view asks: never behind a commit that ended before the call,
/// whichever connection or process made it, and never waiting on Swift's task pool.
@Suite(.trackingMemoryLeaks)
struct SQLiteLibraryStoreIDsTests {
    private let date = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func ids_afterThisStoresToggles_showEachOnTheNextCall() async throws {
        try await withTemporaryFolder { folder in
            let sut = makeLibrarySUT(libraryURL(in: folder))
            _ = try await sut.insert(.favoriteCharacter, id: 1, addedAt: date)
            let first = try await sut.ids()
            _ = try await sut.insert(.watchedEpisode, id: 4, addedAt: date)
            let second = try await sut.ids()
            _ = try await sut.remove(.favoriteCharacter, id: 1)
            let third = try await sut.ids()

            #expect(first == LibraryIDs(favorites: [1], watched: []))
            #expect(second == LibraryIDs(favorites: [1], watched: [4]))
            #expect(third == LibraryIDs(favorites: [], watched: [4]))
        }
    }

    @Test func ids_afterAnotherConnectionsCommit_showItOnTheNextCall() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            let sut = makeLibrarySUT(url)
            let other = makeLibrarySUT(url)
            _ = try await sut.insert(.favoriteCharacter, id: 1, addedAt: date)
            let before = try await sut.ids()

            _ = try await other.insert(.favoriteCharacter, id: 2, addedAt: date)
            _ = try await other.insert(.watchedEpisode, id: 3, addedAt: date)
            let added = try await sut.ids()
            _ = try await other.remove(.favoriteCharacter, id: 1)
            let removed = try await sut.ids()

            #expect(before == LibraryIDs(favorites: [1], watched: []))
            #expect(added == LibraryIDs(favorites: [1, 2], watched: [3]))
            #expect(removed == LibraryIDs(favorites: [2], watched: [3]))
        }
    }

    @Test func ids_ofAFileAnotherConnectionCreatedAfterTheFirstCall_showIt() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            let sut = makeLibrarySUT(url)
            let empty = try await sut.ids()
            let createdNothing = !FileManager.default.fileExists(atPath: url.path)

            _ = try await makeLibrarySUT(url).insert(.favoriteCharacter, id: 5, addedAt: date)

            #expect(empty == .empty)
            #expect(createdNothing, "looking at a missing library must not create it")
            #expect(try await sut.ids() == LibraryIDs(favorites: [5], watched: []))
        }
    }

    @Test func ids_onACorruptFile_reportItAndMoveItAsideUntouched() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            try writeCorruptFile(at: url)
            let bytes = try Data(contentsOf: url)

            let error = try await #require(throws: SQLiteLibraryStoreError.self) { try await makeLibrarySUT(url).ids() }

            guard case let .movedAside(_, movedTo, _) = error else {
                Issue.record("expected movedAside, got \(error)")
                return
            }
            #expect(try Data(contentsOf: movedTo) == bytes)
            #expect(!FileManager.default.fileExists(atPath: url.path))
        }
    }

    @Test func ids_readWhileTwoStoresToggle_endWithEveryToggle() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            let first = makeLibrarySUT(url)
            let second = makeLibrarySUT(url)

            try await withThrowingTaskGroup(of: Void.self) { group in
                for (store, ids) in [(first, 1...60), (second, 101...160)] {
                    group.addTask { [date] in
                        for id in ids {
                            _ = try await store.insert(.favoriteCharacter, id: id, addedAt: date)
                            _ = try await store.ids()
                            if id % 3 == 0 { _ = try await store.remove(.favoriteCharacter, id: id) }
                        }
                    }
                }
                try await group.waitForAll()
            }

            let expected = Set((1...60).filter { $0 % 3 != 0 } + (101...160).filter { $0 % 3 != 0 })
            #expect(try await first.ids().favorites == expected)
            #expect(try await second.ids().favorites == expected)
        }
    }

    @Test func ids_whileAnotherConnectionHoldsTheFile_leaveSwiftsTaskPoolFree() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            // Far longer than the test holds the file: the calls wait for it, never fail.
            let sut = makeLibrarySUT(url, busyTimeout: TimeInterval(60 * Sanitizer.slowdown))
            _ = try await sut.insert(.favoriteCharacter, id: 1, addedAt: date)
            _ = try await sut.ids() // opens the store's connections, once a process
            _ = try await sut.insert(.watchedEpisode, id: 2, addedAt: date)
            let probe = try readOnlyConnectionThatNeverWaits(url)
            let recovery = try WALRecoveryInProgress(on: url)
            defer { recovery.end() }
            let busy = try #require(throws: DatabaseError.self) {
                try probe.read { try Int.fetchOne($0, sql: "PRAGMA data_version") }
            }
            try #require(busy.resultCode == .SQLITE_BUSY, "a read of the file must wait while it is held")

            // Far more calls than the pool has threads (about one a core; `activeProcessorCount`
            // may count fewer under a container's CPU quota), each begun before the plain task.
            // Each signals right before its call, which does not suspend before it is queued on
            // GRDB's queue: were the calls to wait on the pool's threads, the first few would hold
            // them all, and the rest could not begin until the busy timeout ended.
            let callCount = max(64, 4 * ProcessInfo.processInfo.activeProcessorCount)
            let (began, begin) = AsyncStream.makeStream(of: Void.self)
            let ended = CallsEnded()
            let calls = (0..<callCount).map { _ in
                Task {
                    begin.yield()
                    let ids = try await sut.ids()
                    await ended.count()
                    return ids
                }
            }
            for await _ in began.prefix(callCount) {}
            // Were the calls to wait on the pool's threads, neither this test nor the plain task
            // would go on before their busy timeouts end, and the calls would fail.
            await Task {}.value
            let endedWhileHeld = await ended.value
            recovery.end()

            #expect(endedWhileHeld == 0, "the calls must wait for the file, not read around it")
            for call in calls {
                #expect(try await call.value == LibraryIDs(favorites: [1], watched: [2]))
            }
        }
    }
}

/// A read-only connection to `url` whose reads fail at once on a lock instead of waiting.
private func readOnlyConnectionThatNeverWaits(_ url: URL) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .immediateError
    return try DatabaseQueue(path: url.path, configuration: configuration)
}

/// How many `ids()` calls have returned.
private actor CallsEnded {
    private(set) var value = 0

    func count() {
        value += 1
    }
}
