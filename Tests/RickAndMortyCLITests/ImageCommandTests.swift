import Foundation
import RickAndMortyStubAPI
import Testing

/// docs/USAGE.md, "The command-line tool", `rmfeed image ID --output FILE`, and docs/ARCHITECTURE.md,
/// "Use cases and scenarios", character images: cache first, then the API (then cached), else the
/// placeholder with exit 2.
@Suite struct ImageCommandTests {
    @Test func image_writesTheCharactersImageToTheFile() async throws {
        try await CLIHarness.with { harness in
            let file = harness.file("rick.jpeg")

            let result = try await harness.rmfeed("image", "1", "--output", file.path)

            try expectSuccess(result)
            #expect(ImageBytes.isJPEG(try Data(contentsOf: file)))
            #expect(result.output == "")
            #expect(result.errorOutput == "")
            #expect(harness.server.stats.count(.avatar) == 1)
        }
    }

    @Test func image_toStandardOutput_writesOnlyTheImageBytes() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("image", "7", "--output", "-")

            try expectSuccess(result)
            #expect(ImageBytes.isPNG(result.standardOutput), "id 7 is a PNG behind a .jpeg name")
            #expect(result.errorOutput == "")
        }
    }

    @Test func image_secondRunOffline_writesTheSameImageFromTheCache() async throws {
        try await CLIHarness.with { harness in
            let online = harness.file("online.jpeg")
            let offline = harness.file("offline.jpeg")
            try expectSuccess(try await harness.rmfeed("characters"))
            try expectSuccess(try await harness.rmfeed("image", "1", "--output", online.path))
            await harness.goOffline()

            let result = try await harness.rmfeed("image", "1", "--output", offline.path)

            try expectSuccess(result)
            #expect(try Data(contentsOf: offline) == (try Data(contentsOf: online)))
        }
    }

    /// The image bytes are cached by URL; a character looked up by id is cached too, so offline
    /// the app still knows character 1's URL without any cached page.
    @Test func image_secondRunOffline_withoutTheCharactersPageCached_writesTheCachedImage() async throws {
        try await CLIHarness.with { harness in
            let online = harness.file("online.jpeg")
            try expectSuccess(try await harness.rmfeed("image", "1", "--output", online.path))
            await harness.goOffline()

            let result = try await harness.rmfeed("image", "1", "--output", "-")

            try expectSuccess(result)
            #expect(result.standardOutput == (try Data(contentsOf: online)))
        }
    }

    @Test func image_cached_isWrittenWithoutAskingTheAPI() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            try expectSuccess(try await harness.rmfeed("image", "2", "--output", harness.file("first.jpeg").path))
            harness.server.stats.reset()

            let result = try await harness.rmfeed("image", "2", "--output", "-")

            try expectSuccess(result)
            #expect(ImageBytes.isJPEG(result.standardOutput))
            #expect(harness.server.stats.total == 0, "\(harness.server.stats.snapshot)")
        }
    }

    @Test func image_missingAvatar_writesThePlaceholderSaysSoAndExits2() async throws {
        try await CLIHarness.with { harness in
            let file = harness.file("19.jpeg")

            let result = try await harness.rmfeed("image", "19", "--output", file.path)

            try expectExit(2, result)
            #expect(ImageBytes.isPlaceholderSVG(try Data(contentsOf: file)))
            #expect(result.errorOutput.contains("No image available"), "\(result.summary)")
        }
    }

    @Test func image_offlineWithNothingCached_writesThePlaceholderAndExits2() async throws {
        try await CLIHarness.with { harness in
            let file = harness.file("1.jpeg")
            await harness.goOffline()

            let result = try await harness.rmfeed("image", "1", "--output", file.path)

            try expectExit(2, result)
            #expect(ImageBytes.isPlaceholderSVG(try Data(contentsOf: file)))
            #expect(result.errorOutput.contains("No image available"), "\(result.summary)")
        }
    }

    @Test func image_notAnImageFromTheAPI_writesThePlaceholderAndCachesNothing() async throws {
        try await CLIHarness.with { harness in
            harness.server.faults.inject(.nonImage, scope: .avatars, count: 1)

            let first = try await harness.rmfeed("image", "3", "--output", "-")
            let second = try await harness.rmfeed("image", "3", "--output", "-")

            try expectExit(2, first)
            #expect(ImageBytes.isPlaceholderSVG(first.standardOutput))
            try expectSuccess(second)
            #expect(ImageBytes.isJPEG(second.standardOutput), "the HTML was not cached as the image")
        }
    }

    @Test func image_unknownCharacter_failsAndWritesNothing() async throws {
        try await CLIHarness.with { harness in
            let file = harness.file("9999.jpeg")

            let result = try await harness.rmfeed("image", "9999", "--output", file.path)

            try expectExit(1, result)
            #expect(result.errorOutput.contains("No character with id 9999"), "\(result.summary)")
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }
}
