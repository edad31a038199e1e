import Foundation
import Testing

/// A reader that goes away ends `rmfeed` quietly, as it ends `cat`: exit 141
/// (what a shell shows for `cat` in the same pipe), no crash, no "Broken pipe" trace. Before,
/// `rmfeed image 1 --output - | true` and `rmfeed sync --images 2>&1 | head -2` died of SIGILL
/// (exit 132) in FileHandle's write.
@Suite struct ClosedPipeTests {
    @Test func image_toStandardOutputWhoseReaderIsGone_endsQuietlyLikeCat() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("image", "1", "--output", "-", closedPipe: .output)

            try expectExit(141, result)
            #expect(result.errorOutput == "", "\(result.summary)")
        }
    }

    @Test func syncImages_withStandardErrorWhoseReaderIsGone_endsQuietlyLikeCat() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("sync", "--images", closedPipe: .error)

            try expectExit(141, result)
            #expect(!result.output.contains("Synced"), "it stopped at the first progress line: \(result.summary)")
            #expect(!result.output.contains("Broken pipe"), "\(result.summary)")
        }
    }

    @Test func characters_toStandardOutputWhoseReaderIsGone_endsQuietlyLikeCat() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("characters", "--format", "json", closedPipe: .output)

            try expectExit(141, result)
            #expect(result.errorOutput == "", "\(result.summary)")
        }
    }
}
