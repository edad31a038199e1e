import Foundation
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing
import TestSupport

/// docs/USAGE.md, "Your library": where the library lives, several processes writing it at once,
/// a corrupt library file and a read-only data folder.
@Suite struct LibraryFileTests {
    @Test func manyProcessesTogglingAtOnce_loseNoToggle() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.library("favorite", "20"))
            let ids = 1...12
            let toggles = try ids.map { id in
                try harness.startRMFeed(["favorite", String(id), "--data-dir", harness.dataDirectory.path], environment: [:])
            } + [try harness.startRMFeed(["unfavorite", "20", "--data-dir", harness.dataDirectory.path], environment: [:])]

            for toggle in toggles { try expectSuccess(await toggle.finish()) }

            #expect(Set(try await harness.libraryEntries(.favoriteCharacter).map(\.id)) == Set(ids))
        }
    }

    @Test func aCorruptLibraryFile_isReportedAndMovedAsideUntouched_andTheNextCommandStartsAfresh() async throws {
        try await CLIHarness.with { harness in
            try FileManager.default.createDirectory(at: harness.dataDirectory, withIntermediateDirectories: true)
            let bytes = Data(String(repeating: "my favourites ", count: 400).utf8)
            try bytes.write(to: harness.libraryFile)

            let result = try await harness.library("favorites")

            try expectExit(1, result)
            let aside = try FileManager.default.contentsOfDirectory(atPath: harness.dataDirectory.path).filter { $0.hasPrefix("library.sqlite.corrupt-") }
            try #require(aside.count == 1, "\(aside)")
            let asideURL = harness.dataDirectory.appendingPathComponent(aside[0])
            #expect(try Data(contentsOf: asideURL) == bytes)
            #expect(result.errorOutput.contains("could not be read"), "\(result.summary)")
            #expect(result.errorOutput.contains(asideURL.path), "\(result.summary)")
            #expect(result.output.isEmpty)

            try expectSuccess(try await harness.library("favorite", "1"))
            #expect(try await harness.libraryEntries(.favoriteCharacter).map(\.id) == [1])
        }
    }

    @Test func aReadOnlyDataFolder_listsTheLibraryAndSaysItCouldNotSave() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.library("favorite", "1"))
            try ReadOnlyFolder.protect(harness.dataDirectory)
            defer { ReadOnlyFolder.unprotect(harness.dataDirectory) }

            let listed = try await harness.library("favorites")
            let saved = try await harness.library("favorite", "2")

            try expectSuccess(listed)
            #expect(listed.outputLines.count == 2 && columns(listed.outputLines.last ?? "").prefix(2) == ["1", "Rick Sanchez"], "\(listed.summary)")
            try expectExit(1, saved)
            #expect(saved.errorLines.count == 1 && saved.errorLines[0].hasPrefix("Could not save the library at \(harness.libraryFile.path)"), "\(saved.summary)")
        }
    }

    @Test func theLibraryLivesInXDGDataHome_elseItsFlagOrVariable() async throws {
        try await CLIHarness.with { harness in
            let byDefault = try await harness.rmfeed(["favorite", "1"])
            let byVariable = try await harness.startRMFeed(["favorite", "2"], environment: ["RMFEED_DATA_DIR": harness.file("by-variable").path]).finish()

            try expectSuccess(byDefault)
            try expectSuccess(byVariable)
            #expect(FileManager.default.fileExists(atPath: harness.defaultDataHome.appendingPathComponent("rmfeed/library.sqlite").path))
            #expect(FileManager.default.fileExists(atPath: harness.file("by-variable/library.sqlite").path))
            #expect(!FileManager.default.fileExists(atPath: harness.cacheDirectory.appendingPathComponent("library.sqlite").path))
        }
    }
}
