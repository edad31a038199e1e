import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// `--log-level` (env `RMFEED_LOG_LEVEL`, `--verbose` for debug): structured lines on standard
/// error; `serve` logs no line per request unless asked for debug.
@Suite struct LogLevelTests {
    @Test func serve_byDefault_logsNoLinePerRequest() async throws {
        let stopped = try await serveAndGetHealthz([])

        #expect(!stopped.errorOutput.contains("/healthz"), "\(stopped.summary)")
    }

    @Test(arguments: [
        (["--log-level", "debug"], [String: String]()),
        (["--verbose"], [:]),
        ([], ["RMFEED_LOG_LEVEL": "debug"]),
        (["--log-level", "trace"], ["RMFEED_LOG_LEVEL": "error"]),
    ])
    func serve_atDebug_logsEachRequestAsKeyValuePairs(arguments: [String], environment: [String: String]) async throws {
        let stopped = try await serveAndGetHealthz(arguments, environment: environment)

        let lines = stopped.errorLines.filter { $0.contains("/healthz") && $0.hasSuffix(" Request") }
        #expect(lines.count == 1, "\(stopped.summary)")
        #expect(lines.first?.contains(" debug ") == true, "\(lines)")
        #expect(lines.first?.contains("hb.request.path=/healthz") == true, "\(lines)")
        #expect(lines.first?.contains("hb.request.method=GET") == true, "\(lines)")
    }

    @Test func logLevel_fromTheEnvironmentThatIsNotALevel_isAUsageError() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.run(
                ["characters"] + harness.configurationFlags,
                environment: ["RMFEED_LOG_LEVEL": "loud"]
            )

            try expectExit(64, result)
            #expect(result.errorOutput.contains("RMFEED_LOG_LEVEL"), "\(result.summary)")
            #expect(harness.server.stats.total == 0)
        }
    }

    @Test func characters_atTheDefaultLevel_writesNoLogLines() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("characters")

            try expectSuccess(result)
            #expect(result.errorOutput == "", "\(result.summary)")
        }
    }

    /// docs/OPERATIONS.md: a value holding a space or an `=` is quoted, so the line splits into its pairs one way.
    @Test func logLine_valueWithASpaceOrAnEqualsSign_isQuotedAndAPlainValueIsNot() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("characters", "--log-level", "debug")

            try expectSuccess(result)
            let line = try #require(result.errorLines.first { $0.hasSuffix(" GET done") }, "\(result.summary)")
            // A Duration reads "0.012 seconds".
            #expect(line.range(of: #" duration="[0-9.e-]+ seconds" "#, options: .regularExpression) != nil, "\(line)")
            #expect(line.contains(" status=200 "), "\(line)")
            // The URL holds an `=` (`?page=1`).
            #expect(line.contains(#" url="http://127.0.0.1:"#) && line.contains(#"?page=1" "#), "\(line)")
        }
    }

    private func serveAndGetHealthz(_ arguments: [String], environment: [String: String] = [:]) async throws -> CommandResult {
        var stopped: CommandResult?
        try await CLIHarness.with { harness in
            let serve = try await RunningServe.start(harness, arguments, environment: environment)
            let status = await serve.get("/healthz").status
            stopped = await serve.stop()
            #expect(status == 200)
        }
        return try #require(stopped)
    }
}
