import Foundation
import RickAndMortyFeedSQLite
import TestSupport

/// Runs `body` with a fresh temporary folder, removed afterwards whatever happens.
func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = try TemporaryDirectory(prefix: "rmfeed-sqlite-tests")
    defer {
        ReadOnlyFolder.unprotect(directory.url)
        directory.remove()
    }
    return try await body(directory.url)
}

func storeURL(in folder: URL) -> URL {
    folder.appendingPathComponent("rmfeed.sqlite")
}

/// Bytes that SQLite will never read as a database: the header is wrong from the first byte.
func writeCorruptFile(at url: URL) throws {
    try Data(String(repeating: "not a database ", count: 400).utf8).write(to: url)
}
