import Foundation
import GRDB
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// A process killed while it migrates a cache written by an earlier version leaves the file as
/// it was before a migration or as it is after it, never between: each migration is one
/// transaction. The next process finishes the migrations and finds every character and page.
@Suite(.serialized, .trackingMemoryLeaks)
struct CacheMigrationKillTests {
    /// Pages the fixture is grown by, 20 characters each, so the migrations take long enough
    /// for the kill to land inside them.
    private static let addedPages = 2_500

    @Test func open_killedDuringTheMigrationLeavesTheOldFileOrTheNew() async throws {
        let tool = try #require(stressToolURL(), "build rmfeed-store-stress first (swift build --build-tests builds it)")
        let fixture = try #require(Bundle.module.url(forResource: "cache-written-by-main-bb5bbc9", withExtension: "sqlite", subdirectory: "Fixtures"))
        try await withTemporaryFolder { folder in
            let grown = folder.appendingPathComponent("grown.sqlite")
            try FileManager.default.copyItem(at: fixture, to: grown)
            let (ids, pages) = try await Self.grow(grown)
            var killedMidway = 0
            for round in 1...6 {
                let roundFolder = folder.appendingPathComponent("round\(round)")
                try FileManager.default.createDirectory(at: roundFolder, withIntermediateDirectories: false)
                let url = storeURL(in: roundFolder)
                try FileManager.default.copyItem(at: grown, to: url)
                let child = try launch(tool, arguments: ["open", url.path])
                defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }
                try await Task.sleep(for: .milliseconds(Int.random(in: 0...300)))
                kill(child.processIdentifier, SIGKILL)
                child.waitUntilExit()
                if try await !Self.hasCharactersByID(url) { killedMidway += 1 }

                let sut = makeSUT(url)
                #expect(Set(try await sut.characters.retrieveItems().map(\.item.id)) == ids, "round \(round)")
                #expect(try await sut.characters.retrievePageInfos().map(\.number) == pages, "round \(round)")
            }
            #expect(killedMidway > 0, "no kill landed before the migration to characters by id had finished")
        }
    }

    /// Adds `addedPages` pages of characters to the earlier version's tables, with SQL only, and
    /// answers every character id and page number it then holds.
    private static func grow(_ url: URL) async throws -> (ids: Set<Int>, pages: [Int]) {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try await queue.write { db in
            try db.execute(sql: """
                WITH RECURSIVE n(number) AS (SELECT 1001 UNION ALL SELECT number + 1 FROM n WHERE number < ?)
                INSERT INTO feedPage (number, nextPage, totalPages, savedAt) SELECT number, NULL, 42, 0 FROM n
                """, arguments: [Self.addedPages + 1000])
            try db.execute(sql: """
                INSERT INTO feedCharacter
                SELECT p.number, c.position, 100000 + p.number * 20 + c.position, c.name, c.status, c.species, c.type,
                       c.gender, c.origin, c.location, c.image, c.episodeCount, c.episodeIds, c.originId, c.locationId, c.created
                FROM feedPage AS p, feedCharacter AS c WHERE p.number > 1000 AND c.page = 1
                """)
            let ids = try Int.fetchAll(db, sql: "SELECT id FROM feedCharacter UNION SELECT id FROM lookedUpCharacter")
            let pages = try Int.fetchAll(db, sql: "SELECT number FROM feedPage WHERE EXISTS (SELECT 1 FROM feedCharacter WHERE page = number) ORDER BY number")
            return (Set(ids), pages)
        }
    }

    private static func hasCharactersByID(_ url: URL) async throws -> Bool {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try await queue.read { try $0.tableExists("character") }
    }
}
