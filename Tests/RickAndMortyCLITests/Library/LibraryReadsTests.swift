import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// `favorites` and `export` only read the library: a reader needs no free space and waits on no
/// writer (SQLite's WAL lets readers go on beside one), so neither a full disk nor another
/// process's long write stops them.
@Suite struct LibraryReadsTests {
    @Test func favoritesAndExport_whileAnotherProcessHoldsTheWriteLock_answerAtOnce() async throws {
        try await withFavorites { harness in
            let marker = harness.file("locked")
            let holder = try ChildProcess(
                executable: URL(fileURLWithPath: "/usr/bin/env"),
                arguments: ["python3", "-c", Self.holdWriteLock, harness.libraryFile.path, marker.path],
                environment: ProcessInfo.processInfo.environment
            )
            let locked = await eventually(timeout: .seconds(30)) { FileManager.default.fileExists(atPath: marker.path) }
            let started = ContinuousClock.now
            let favorites = try await harness.library("favorites", "--format", "json")
            let export = try await harness.library("export")
            let took = ContinuousClock.now - started
            holder.send(SIGKILL)
            _ = await holder.finish()

            try #require(locked, "the other process never took the write lock")
            try expectSuccess(favorites)
            try expectSuccess(export)
            #expect(favorites.output.contains("\"id\":1") && export.output.contains("\"id\":2"), "\(favorites.summary)\n\(export.summary)")
            #expect(took < .seconds(5 * Sanitizer.slowdown), "the reads waited for the writer: \(took)")
        }
    }

    @Test(.disabled(if: Sanitizer.thread, "ThreadSanitizer's runtime dies of SIGBUS under a file-size limit"))
    func favoritesAndExport_onAFullDisk_stillList() async throws {
        try await withFavorites { harness in
            let favorites = try await harness.rmfeedOnFullDisk(kibibytes: 0, "favorites", "--format", "json", "--data-dir", harness.dataDirectory.path)
            let export = try await harness.rmfeedOnFullDisk(kibibytes: 0, "export", "--data-dir", harness.dataDirectory.path)

            try expectSuccess(favorites)
            try expectSuccess(export)
            #expect(export.output.contains("\"id\":1") && export.output.contains("\"id\":2"), "\(export.summary)")
        }
    }

    /// Favourites 1 and 2, named in the cache, and every process on the library gone.
    private func withFavorites(_ body: (CLIHarness) async throws -> Void) async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            for id in ["1", "2"] { try expectSuccess(try await harness.library("favorite", id)) }
            try await body(harness)
        }
    }

    /// Takes the library's write lock (an immediate transaction with a change in it), says so
    /// with a marker file, and holds it until killed.
    static let holdWriteLock = """
    import sqlite3, sys, time
    db = sqlite3.connect(sys.argv[1], isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    db.execute("DELETE FROM libraryEntry")
    open(sys.argv[2], "w").close()
    time.sleep(600)
    """
}
