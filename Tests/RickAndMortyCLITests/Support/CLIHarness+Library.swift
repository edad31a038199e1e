import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The personal library of a test's `rmfeed` runs: its own data folder beside the cache's.
extension CLIHarness {
    var dataDirectory: URL { folder.url.appendingPathComponent("data", isDirectory: true) }
    var libraryFile: URL { dataDirectory.appendingPathComponent("library.sqlite") }

    /// `rmfeed ARGUMENTS --api-url STUB --cache-dir CACHE --data-dir DATA`, to the end.
    func library(_ arguments: String..., environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) async throws -> CommandResult {
        try await startRMFeed(arguments + ["--data-dir", dataDirectory.path], environment: environment).finish(sourceLocation: sourceLocation)
    }

    /// What the library file holds, read through the project's own store.
    func libraryEntries(_ kind: LibraryKind) async throws -> [LibraryEntry] {
        try await SQLiteLibraryStore(fileURL: libraryFile).entries(kind)
    }

    /// Characters saved in the cache as looked up by id now, so they are found without the API.
    func cacheCharacters(_ names: [Int: String]) async throws {
        let store = SQLiteFeedStore(fileURL: cacheFile)
        let characters = names.map { id, name in
            LocalFeedCharacter(
                id: id, name: name, status: "Alive", species: "Human", type: "", gender: "Female",
                origin: "Earth", location: "Earth", image: nil, episodeCount: 1
            )
        }
        try await store.characters.insert(characters, savedAt: Date())
    }
}
