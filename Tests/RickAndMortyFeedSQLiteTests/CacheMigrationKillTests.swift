import Foundation
import GRDB
import RickAndMortyFeed
@testable import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// A process killed while it migrates a cache to characters by id (v13, the longest migration)
/// leaves the file as it was before that migration or as it is after it, never between: the
/// migration is one transaction. The next process finishes it and finds every character and page.
@Suite(.serialized, .trackingMemoryLeaks, .timeLimit(.minutes(5)))
struct CacheMigrationKillTests {
    /// Pages the fixture is grown by, 20 characters each, so the migration takes long enough
    /// for the kill to land inside it.
    private static let addedPages = 2_500

    /// Kills, each in its own slice of the migration's duration.
    private static let rounds = 8

    /// The file as the killed process left it, read before anything opens it again.
    private enum Left: Equatable { case beforeV13(uncommittedWrites: Bool), afterV13, between }

    @Test func open_killedDuringTheMigrationToCharactersByIDLeavesTheOldFileOrTheNew() async throws {
        let tool = try #require(stressToolURL(), "build rmfeed-store-stress first (swift build --build-tests builds it)")
        let fixture = try #require(Bundle.module.url(forResource: "cache-written-by-main-bb5bbc9", withExtension: "sqlite", subdirectory: "Fixtures"))
        try await withTemporaryFolder { folder in
            let grown = folder.appendingPathComponent("grown.sqlite")
            try FileManager.default.copyItem(at: fixture, to: grown)
            let (ids, pages) = try await Self.grownAtVersion12(grown)
            let duration = try await Self.migrationDuration(tool, migrating: grown, in: folder)
            var killedBeforeV13Finished = 0
            var killedInsideV13 = 0
            for round in 1...Self.rounds {
                let roundFolder = folder.appendingPathComponent("round\(round)")
                try FileManager.default.createDirectory(at: roundFolder, withIntermediateDirectories: false)
                let url = storeURL(in: roundFolder)
                try FileManager.default.copyItem(at: grown, to: url)
                let child = try launch(tool, arguments: ["open", url.path])
                defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }
                try await Self.waitUntilWriting(url, child)
                // Each round kills in its own slice of the migration, from its first write to its
                // end, so a commit anywhere inside it is found.
                try await Task.sleep(for: duration * ((Double(round) - Double.random(in: 0..<1)) / Double(Self.rounds)))
                try #require(await child.killed(), "round \(round): the killed child did not end")

                let left = try await Self.left(url)
                #expect(left != .between, "round \(round): the file is neither as before the migration to characters by id nor as after it")
                if case let .beforeV13(uncommittedWrites) = left {
                    killedBeforeV13Finished += 1
                    if uncommittedWrites { killedInsideV13 += 1 }
                }
                let sut = makeSUT(url)
                #expect(Set(try await sut.characters.retrieveItems().map(\.item.id)) == ids, "round \(round)")
                #expect(try await sut.characters.retrievePageInfos().map(\.number) == pages, "round \(round)")
            }
            #expect(killedBeforeV13Finished > 0, "no kill landed before the migration to characters by id had finished")
            #expect(killedInsideV13 > 0, "no kill landed while the migration to characters by id was under way")
        }
    }

    /// Migrates the earlier version's file up to v12, then makes it a longer feed with SQL only:
    /// pages 3 to 2 + `addedPages` after the fixture's pages 1 and 2, each a copy of page 1 with
    /// new ids, and every page saying the feed has that many pages. Answers every character id
    /// and page number it then holds.
    private static func grownAtVersion12(_ url: URL) async throws -> (ids: Set<Int>, pages: [Int]) {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        try FeedCacheSchema.migrator.migrate(queue, upTo: FeedCacheSchema.searchLinks)
        let last = 2 + Self.addedPages
        return try await queue.write { db in
            try db.execute(sql: """
                WITH RECURSIVE n(number) AS (SELECT 3 UNION ALL SELECT number + 1 FROM n WHERE number < ?)
                INSERT INTO feedPage (number, nextPage, totalPages, savedAt) SELECT n.number, NULL, 0, p.savedAt
                FROM n, feedPage AS p WHERE p.number = 1
                """, arguments: [last])
            try db.execute(sql: """
                UPDATE feedPage SET totalPages = ?, totalCount = ?, nextPage = CASE WHEN number < ? THEN number + 1 END
                """, arguments: [last, last * 20, last])
            try db.execute(sql: """
                INSERT INTO feedCharacter
                SELECT p.number, c.position, 100000 + p.number * 20 + c.position, c.name, c.status, c.species, c.type,
                       c.gender, c.origin, c.location, c.image, c.episodeCount, c.episodeIds, c.originId, c.locationId, c.created
                FROM feedPage AS p, feedCharacter AS c WHERE p.number > 2 AND c.page = 1
                """)
            let ids = try Int.fetchAll(db, sql: "SELECT id FROM feedCharacter UNION SELECT id FROM lookedUpCharacter")
            let pages = try Int.fetchAll(db, sql: "SELECT number FROM feedPage ORDER BY number")
            return (Set(ids), pages)
        }
    }

    /// How long a process takes from its migration's first write to its end, on a copy of `file`.
    private static func migrationDuration(_ tool: URL, migrating file: URL, in folder: URL) async throws -> Duration {
        let url = folder.appendingPathComponent("timed.sqlite")
        try FileManager.default.copyItem(at: file, to: url)
        let child = try launch(tool, arguments: ["open", url.path])
        defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }
        try await waitUntilWriting(url, child)
        let start = ContinuousClock.now
        try #require(await child.ended(within: .seconds(30)), "the timed migration did not end")
        return ContinuousClock.now - start
    }

    /// Waits until the process has written into the file's WAL (the migration's transaction is
    /// under way), or has ended, for at most a few seconds.
    private static func waitUntilWriting(_ url: URL, _ child: Process) async throws {
        let deadline = ContinuousClock.now + .seconds(5)
        while !child.hasEnded, walSize(url) == 0, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Whether the file is at v12 or at v13, and, at v12, whether its WAL holds writes: nothing
    /// else writes before v13 commits, so those are v13's, uncommitted when the kill landed.
    private static func left(_ url: URL) async throws -> Left {
        let uncommittedWrites = walSize(url) > 0
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try await queue.read { db in
            let applied = try FeedCacheSchema.migrator.appliedIdentifiers(db)
            let oldTables = try ["feedCharacter", "feedPage", "lookedUpCharacter"].allSatisfy { try db.tableExists($0) }
            let newTable = try db.tableExists("character")
            switch (applied.contains(FeedCacheSchema.charactersByID), oldTables, newTable) {
            case (false, true, false) where applied.contains(FeedCacheSchema.searchLinks): return .beforeV13(uncommittedWrites: uncommittedWrites)
            case (true, false, true): return .afterV13
            default: return .between
            }
        }
    }

    private static func walSize(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path + "-wal"))?[.size] as? Int) ?? 0
    }
}
