import Foundation
import Testing
import TestSupport

/// `rmfeed serve`'s mirror API as a person starts it: `--public-url` sets the base of every URL
/// in the answers, and a URL that cannot be one is a usage error.
@Suite struct ServeMirrorCommandTests {
    @Test func serve_withPublicURL_answersTheAPIsContractUnderThatBase() async throws {
        try await CLIHarness.with { harness in
            let serve = try await RunningServe.start(harness, ["--public-url", "https://rm.example.org/mirror/"])
            let index = await serve.get("/api")
            let page = await serve.get("/api/character?page=2&name=smith&unknown=1")
            let stopped = await serve.stop()

            #expect(index.status == 200, "\(stopped.summary)")
            #expect(index.body.contains(#""characters":"https://rm.example.org/mirror/api/character""#), "\(index.body)")
            #expect(page.status == 200, "\(stopped.summary)")
            #expect(page.body.contains(#""prev":"https://rm.example.org/mirror/api/character?page=1&name=smith""#), "\(page.body.prefix(300))")
            #expect(page.headers["access-control-allow-origin"] == "*")
        }
    }

    @Test(arguments: ["https://rm.example.org:99999", "http://rm.example.org:0/", "http://[::1]:70000/rm", "https://rm.example.org:99999999999999999999"])
    func serve_withAPublicURLWhosePortIsOutOfRange_isAUsageError(publicURL: String) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("serve", "--port", "0", "--public-url", publicURL)
            #expect(result.status == 64, "\(result.summary)")
            #expect(result.errorOutput.contains("a port from 1 to 65535"), "\(result.summary)")
        }
    }

    @Test(arguments: ["ftp://rm.example.org", "rm.example.org", "https://rm.example.org/?x=1", "https://", ""])
    func serve_withAPublicURLThatCannotBeOne_isAUsageError(publicURL: String) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("serve", "--port", "0", "--public-url", publicURL)
            #expect(result.status == 64, "\(result.summary)")
            #expect(result.errorOutput.contains("--public-url"), "\(result.summary)")
        }
    }
}
