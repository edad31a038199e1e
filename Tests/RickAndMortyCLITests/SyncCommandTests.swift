import Foundation
import Testing
import TestSupport

/// README.md, "The command-line tool", `rmfeed sync [--images]`: every page (and image) into the
/// cache, plain progress lines when standard error is not a terminal, and the whole feed offline
/// afterwards.
@Suite struct SyncCommandTests {
    @Test func sync_loadsAll42PagesReportsThemAndTheLastPageLoadsOffline() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("sync")

            try expectSuccess(result)
            #expect(result.outputLines == ["Synced 42 pages, 826 characters"])
            expectPlainProgressLines(result, phases: 1, last: "sync: 100% pages 42/42")
            await harness.goOffline()
            let lastPage = try await harness.rmfeed("characters", "--page", "42", "--format", "json")
            try expectSuccess(lastPage)
            let json = try CharactersOutput(lastPage)
            #expect(json.source == "cache")
            #expect(json.ids == Array(821...826))
            #expect(json.isNull("next"))
        }
    }

    @Test func syncImages_loadsEveryImageButTheMissingOneAndTheyLoadOffline() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("sync", "--images")

            try expectSuccess(result)
            #expect(result.outputLines == ["Synced 42 pages, 826 characters, 825 images (1 could not be loaded)"])
            expectPlainProgressLines(result, phases: 2, last: "sync: 100% pages 42/42, images 826/826")
            #expect(result.errorLines.filter { $0.contains("images") }.count >= 10, "the image phase has its own lines")
            await harness.goOffline()
            let image = try await harness.rmfeed("image", "700", "--output", "-")
            try expectSuccess(image)
            #expect(ImageBytes.isPNG(image.standardOutput), "id 700 is a PNG")
            let missing = try await harness.rmfeed("image", "19", "--output", "-")
            try expectExit(2, missing)
            #expect(ImageBytes.isPlaceholderSVG(missing.standardOutput))
        }
    }

    /// Standard error is a pipe here: one line per whole 10% of each phase (pages, then images),
    /// no carriage return or escape sequence of the terminal's progress bar.
    private func expectPlainProgressLines(_ result: CommandResult, phases: Int, last: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = result.errorLines
        #expect(!result.errorOutput.contains("\r"), "\(result.summary)", sourceLocation: sourceLocation)
        #expect(!result.errorOutput.contains("\u{1B}"), "\(result.summary)", sourceLocation: sourceLocation)
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("sync: ") }, "\(result.summary)", sourceLocation: sourceLocation)
        #expect(lines.count <= 11 * phases, "one line per 10%\n\(result.summary)", sourceLocation: sourceLocation)
        #expect(lines.last == last, "\(result.summary)", sourceLocation: sourceLocation)
    }
}

/// A sync whose pages cannot be saved did not sync anything (issue 12): before, a read-only cache
/// folder printed "Synced 42 pages, 826 characters" and then exited 1.
@Suite struct SyncSaveFailureTests {
    @Test func sync_inAReadOnlyCacheFolder_saysThePagesCouldNotBeSavedAndWhyAndNeverThatItSynced() async throws {
        try await CLIHarness.with { harness in
            try FileManager.default.createDirectory(at: harness.cacheDirectory, withIntermediateDirectories: true)
            try ReadOnlyFolder.protect(harness.cacheDirectory)
            defer { ReadOnlyFolder.unprotect(harness.cacheDirectory) }

            let result = try await harness.rmfeed("sync")

            try expectExit(1, result)
            #expect(!result.output.contains("Synced"), "\(result.summary)")
            let said = try #require(result.errorLines.first { $0.contains("pages could not be saved on this device: ") }, "\(result.summary)")
            #expect(said.hasPrefix("42 of 42 pages could not be saved on this device: "), "\(said)")
            #expect(said.count > "42 of 42 pages could not be saved on this device: ".count + 3, "and why: \(said)")
            #expect(!said.contains("NSCocoaErrorDomain"), "\(said)")
            #expect(result.errorOutput.contains("Couldn't save the characters on this device"), "\(result.summary)")
        }
    }
}
