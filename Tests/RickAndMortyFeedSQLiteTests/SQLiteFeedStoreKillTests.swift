import Foundation
import GRDB
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// docs/ARCHITECTURE.md, "The cache": a kill at any moment during a save leaves the previous or the
/// new cache, never a broken one. A child process replaces a large cache in a loop and is killed
/// with SIGKILL.
@Suite(.trackingMemoryLeaks, .serialized)
struct SQLiteFeedStoreKillTests {
    private let charactersPerSave = 5_000
    private let episodesPerSave = 1_000

    @Test func insert_killedInTheMiddleLeavesPreviousOrNewPage() async throws {
        let tool = try #require(stressToolURL(), "build rmfeed-store-stress first (swift build --build-tests builds it)")

        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            for round in 1...6 {
                let firstGeneration = round * 1_000_000
                let child = try launch(tool, arguments: ["churn", url.path, String(charactersPerSave), String(firstGeneration)])
                defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }

                try await waitUntilSaved(generation: firstGeneration, in: url, timeout: .seconds(30))
                try await Task.sleep(for: .milliseconds(Int.random(in: 0...150)))
                kill(child.processIdentifier, SIGKILL)
                try #require(await child.ended(), "round \(round): the killed child did not end")
                #expect(child.terminationReason == .uncaughtSignal, "round \(round): the child must die by the kill, mid-churn")

                let pages = try await makeSUT(url).characters.retrieve()
                expectWholeGeneration(pages, atLeast: firstGeneration, round: round)
                try await expectSearchIndexInStep(with: url, round: round)
            }
        }
    }

    /// Images: after a kill at any moment among batched image saves and their evictions, every
    /// stored image is whole: exactly the bytes one save gave its URL, never torn or mixed.
    @Test func insertImages_killedInTheMiddleLeavesEveryImageWhole() async throws {
        let tool = try #require(stressToolURL(), "build rmfeed-store-stress first (swift build --build-tests builds it)")

        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            // The file is made (and migrated) before the child runs, as in the episodes' test.
            try await makeSUT(url).deleteAll()
            for round in 1...6 {
                let firstGeneration = round * 1_000
                let child = try launch(tool, arguments: ["churn-images", url.path, String(firstGeneration)])
                defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }
                try await waitUntilImageSaved(generation: firstGeneration, by: child, in: url, timeout: .seconds(30))
                try await Task.sleep(for: .milliseconds(Int.random(in: 0...150)))
                kill(child.processIdentifier, SIGKILL)
                try #require(await child.ended(), "round \(round): the killed child did not end")

                let sut = SQLiteFeedStore(fileURL: url)
                let urls = Set((0..<24).map { FeedCacheTestData.imageURL($0) })
                let stored = try await sut.retrieveStoredURLs(among: urls)
                #expect(!stored.isEmpty, "round \(round)")
                for image in stored {
                    let data = try #require(try await sut.retrieve(dataForURL: image), "round \(round): stored but not retrievable")
                    #expect(isWholeChurnImage(data, for: image), "round \(round)")
                }
            }
        }
    }

    @Test func insertEpisodes_killedInTheMiddleLeavesPreviousOrNewPageAndItems() async throws {
        let tool = try #require(stressToolURL(), "build rmfeed-store-stress first (swift build --build-tests builds it)")

        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            // The file is made (and migrated) before the child runs, so the reader waiting for the
            // child's first save never migrates a new file at the same time as the child.
            try await makeSUT(url).episodes.deleteAll()
            for round in 1...4 {
                let firstGeneration = round * 1_000_000
                // Shorter transactions than the characters' leave the waiting reader room to open the
                // file while the child writes back to back, also on a busy machine.
                let child = try launch(tool, arguments: ["churn-episodes", url.path, String(episodesPerSave), String(firstGeneration)])
                defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }

                try await waitUntilSaved(generation: firstGeneration, in: url, timeout: .seconds(50)) {
                    try await $0.episodes.retrieve().first?.savedAt
                }
                try await Task.sleep(for: .milliseconds(Int.random(in: 0...150)))
                kill(child.processIdentifier, SIGKILL)
                try #require(await child.ended(), "round \(round): the killed child did not end")
                #expect(child.terminationReason == .uncaughtSignal, "round \(round): the child must die by the kill, mid-churn")

                let store = makeSUT(url).episodes
                let pages = try await store.retrieve()
                #expect(pages.map(\.number) == [1], "round \(round)")
                let generation = Int(pages.first?.savedAt.timeIntervalSinceReferenceDate ?? 0)
                #expect(generation >= firstGeneration, "round \(round)")
                let items = try await store.retrieveItems()
                #expect(pages.first?.items == items.map(\.item), "round \(round)")
                #expect(items.allSatisfy { $0.item.name == "gen \(generation) #\($0.item.id)" && $0.item.characterIDs.count == 50 },
                        "round \(round)")
                try await expectSearchIndexInStep(with: url, round: round)
            }
        }
    }

    // MARK: - Helpers

    /// The full-text index holds exactly one row per cached character, episode and location, with
    /// its name: it changed in the same transactions as the cache, so the kill left both alike.
    private func expectSearchIndexInStep(with url: URL, round: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let database = try DatabaseQueue(path: url.path)
        let (cached, indexed) = try await database.read { db in
            let cached = try String.fetchAll(db, sql: """
                SELECT 'character ' || id || ' ' || name FROM character
                UNION ALL SELECT 'episode ' || id || ' ' || name FROM episode
                UNION ALL SELECT 'location ' || id || ' ' || name FROM location
                """)
            let indexed = try String.fetchAll(db, sql: "SELECT kind || ' ' || itemID || ' ' || name FROM searchIndex")
            return (cached.sorted(), indexed.sorted())
        }
        try database.close()
        #expect(!cached.isEmpty, "round \(round)", sourceLocation: sourceLocation)
        #expect(indexed == cached, "round \(round)", sourceLocation: sourceLocation)
    }

    /// The bytes `ImageChurn` saves for the index and generation in their first line.
    private func isWholeChurnImage(_ data: Data, for url: URL) -> Bool {
        guard let newline = data.firstIndex(of: 10),
              let header = String(data: data[..<newline], encoding: .utf8)?.split(separator: " ").compactMap({ Int($0) }),
              header.count == 2, url.lastPathComponent == "\(header[0]).jpeg"
        else { return false }
        let (index, generation) = (header[0], header[1])
        var expected = Data("\(index) \(generation)\n".utf8)
        let count = 65_536 + (index * 7_919 + generation * 104_729) % 196_608
        var value = UInt32(truncatingIfNeeded: index &* 31 &+ generation)
        while expected.count < count {
            value = value &* 1_664_525 &+ 1_013_904_223
            expected.append(UInt8(truncatingIfNeeded: value >> 24))
        }
        return data == expected
    }

    /// Waits for the first image of `generation`'s batch (index `generation * 8 % 24`), read
    /// through a read-only connection: a store's read would record the use, a write of its own
    /// racing the child's.
    private func waitUntilImageSaved(generation: Int, by child: Process, in url: URL, timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        let key = FeedCacheTestData.imageURL(generation * 8 % 24).absoluteString
        var configuration = Configuration()
        configuration.readonly = true
        while ContinuousClock.now < deadline, child.isRunning {
            let data = try? await DatabaseQueue(path: url.path, configuration: configuration).read { db in
                try Data.fetchOne(db, sql: "SELECT data FROM imageData WHERE url = ?", arguments: [key])
            }
            if let data, let line = data.split(separator: 10).first,
               let saved = String(decoding: line, as: UTF8.self).split(separator: " ").last.flatMap({ Int($0) }), saved >= generation {
                return
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record(child.isRunning ? "the child saved no image within \(timeout)" : "the child exited before it was killed")
    }

    /// The cache holds page 1 whole, every character of the generation its timestamp names.
    private func expectWholeGeneration(_ pages: [LocalCharactersPage], atLeast firstGeneration: Int, round: Int,
                                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(pages.map(\.number) == [1], "round \(round)", sourceLocation: sourceLocation)
        let generation = Int(pages.first?.savedAt.timeIntervalSinceReferenceDate ?? 0)
        let characters = pages.flatMap(\.characters)
        #expect(generation >= firstGeneration, "round \(round)", sourceLocation: sourceLocation)
        #expect(characters.map(\.id) == Array(1...charactersPerSave), "round \(round)", sourceLocation: sourceLocation)
        #expect(characters.allSatisfy { $0.name == "gen \(generation) #\($0.id)" }, "round \(round)", sourceLocation: sourceLocation)
    }

    private func waitUntilSaved(
        generation: Int, in url: URL, timeout: Duration,
        savedAt: (SQLiteFeedStore) async throws -> Date? = { try await $0.characters.retrieve().first?.savedAt }
    ) async throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let timestamp = try? await savedAt(SQLiteFeedStore(fileURL: url)),
               timestamp.timeIntervalSinceReferenceDate >= TimeInterval(generation) {
                return
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the child saved nothing within \(timeout)")
    }
}
