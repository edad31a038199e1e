import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
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

/// A store on `url`, checked for leaks when the test ends.
func makeSUT(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) -> SQLiteFeedStore {
    let sut = SQLiteFeedStore(fileURL: url)
    trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
    return sut
}

func storeURL(in folder: URL) -> URL {
    folder.appendingPathComponent("rmfeed.sqlite")
}

/// Bytes that SQLite will never read as a database: the header is wrong from the first byte.
func writeCorruptFile(at url: URL) throws {
    try Data(String(repeating: "not a database ", count: 400).utf8).write(to: url)
}

/// Starts `rmfeed-store-stress` (or another tool) with its output discarded.
func launch(_ tool: URL, arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    try process.runOneLaunchAtATime()
    return process
}

/// The tool is built into the same products folder as the test runner.
func stressToolURL() -> URL? {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidates = [Bundle.main.bundleURL, runner.deletingLastPathComponent(), runner.deletingLastPathComponent().deletingLastPathComponent()]
    return candidates
        .map { $0.appendingPathComponent("rmfeed-store-stress") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// A library store on `url`, checked for leaks when the test ends.
func makeLibrarySUT(_ url: URL, busyTimeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation) -> SQLiteLibraryStore {
    let sut = SQLiteLibraryStore(fileURL: url, busyTimeout: busyTimeout)
    trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
    return sut
}

func libraryURL(in folder: URL) -> URL {
    folder.appendingPathComponent("library.sqlite")
}

extension SQLiteFeedStore: HoldsCharacters {}

