import Foundation
import RickAndMortyStubAPI
import RickAndMortyFeed
import Testing
import TestSupport

/// What a shell user expects of a command-line tool: `--version` and completion scripts that
/// know every command, option and listed value (docs/USAGE.md, "Shell completions").
@Suite struct VersionAndCompletionTests {
    @Test func version_printsTheOneVersionOnStandardOutputAndExitsZero() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.run(["--version"])

            try expectSuccess(result)
            #expect(result.output == RMFeedVersion.current + "\n", "\(result.summary)")
            #expect(harness.server.stats.total == 0)
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScript_namesEveryCommandOptionAndListedValue(shell: String) async throws {
        try await CLIHarness.with { harness in
            let dump = try await harness.run(["--experimental-dump-help"])
            try expectSuccess(dump)
            let tree = try JSONDecoder().decode(CommandTree.self, from: dump.standardOutput)
            let result = try await harness.run(["--generate-completion-script", shell])

            try expectSuccess(result)
            let script = result.output
            #expect(tree.subcommands.count >= 8, "\(tree.subcommands.map(\.path))")
            for command in tree.subcommands {
                #expect(script.contains(command.name), "\(shell) does not complete '\(command.path)'")
            }
            // fish writes a long option without its dashes (`-l 'api-url'`).
            for option in tree.longNames.sorted() where !["help", "version"].contains(option) {
                let written = shell == "fish" ? "-l '\(option)'" : "--\(option)"
                #expect(script.contains(written), "\(shell) does not complete --\(option)")
            }
            for value in ["trace", "critical", "table", "json", "remote", "cache"] {
                #expect(tree.listedValues.contains(value))
                #expect(script.contains(value), "\(shell) does not offer the value \(value)")
            }
        }
    }

    @Test func bashCompletionScript_isValidBash() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.run(["--generate-completion-script", "bash"])
            try expectSuccess(result)
            let script = harness.file("rmfeed.bash")
            try result.standardOutput.write(to: script)

            let check = Process()
            check.executableURL = URL(fileURLWithPath: "/bin/bash")
            check.arguments = ["-n", script.path]
            try check.runOneLaunchAtATime()
            try #require(await check.ended(), "bash -n did not end")

            #expect(check.terminationStatus == 0)
        }
    }
}
