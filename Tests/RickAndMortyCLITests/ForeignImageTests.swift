import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// An upstream that names another server for its images, or redirects them there, gets the
/// placeholder and a warning, and that server is never asked; a host the operator lists with
/// `--image-host` is.
@Suite struct ForeignImageTests {
    @Test func image_onAnotherServer_writesThePlaceholderAndWarns_andThatServerSeesNoRequest() async throws {
        let canary = try LoopbackHTTPServer.start(answering: .text("internal"))
        defer { canary.stop() }
        try await CLIHarness.with(linksBaseURL: canary.url("/internal")) { harness in
            let result = try await harness.rmfeed("image", "1", "--output", "-", "--log-level", "warning")

            try expectExit(2, result)
            #expect(ImageBytes.isPlaceholderSVG(result.standardOutput))
            #expect(result.errorOutput.contains("refused to fetch"), "\(result.summary)")
        }
        #expect(canary.requests.isEmpty)
    }

    @Test func syncImages_onAnotherServer_loadsNoneOfThem_andThatServerSeesNoRequest() async throws {
        let canary = try LoopbackHTTPServer.start(answering: .text("internal"))
        defer { canary.stop() }
        try await CLIHarness.with(linksBaseURL: canary.url("/internal")) { harness in
            let result = try await harness.rmfeed("sync", "--images")

            #expect(result.outputLines.first?.hasSuffix(", 0 images (826 could not be loaded)") == true, "\(result.summary)")
        }
        #expect(canary.requests.isEmpty)
    }

    @Test func image_redirectedToAnotherPort_isNotFollowed() async throws {
        let canary = try LoopbackHTTPServer.start(answering: .text("internal"))
        defer { canary.stop() }
        let redirector = try LoopbackHTTPServer.start(answering: .redirect(to: canary.url("/internal/secret")))
        defer { redirector.stop() }
        try await CLIHarness.with(linksBaseURL: redirector.url("/api")) { harness in
            let result = try await harness.rmfeed("image", "1", "--output", "-", "--image-host", "127.0.0.1:\(redirector.port)")

            try expectExit(2, result)
            #expect(ImageBytes.isPlaceholderSVG(result.standardOutput))
        }
        #expect(redirector.requests == ["GET /api/character/avatar/1.jpeg HTTP/1.1"])
        #expect(canary.requests.isEmpty)
    }

    @Test func image_onAListedImageHost_isFetched() async throws {
        let images = try await StubAPIServer.start()
        try await CLIHarness.with(linksBaseURL: images.baseURL) { harness in
            let result = try await harness.rmfeed("image", "1", "--output", "-", "--image-host", "127.0.0.1:\(images.port)")

            try expectSuccess(result)
            #expect(ImageBytes.isJPEG(result.standardOutput))
        }
        #expect(images.stats.count(.avatar) == 1)
        await images.stop()
    }

    @Test(arguments: ["http://images.example.com", "images.example.com/path", "images.example.com:99999"])
    func imageHost_thatIsNotAHostOrHostAndPort_isAUsageError(value: String) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("characters", "--image-host", value)

            try expectExit(64, result)
            #expect(result.errorOutput.contains(value), "\(result.summary)")
        }
    }
}
