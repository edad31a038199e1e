import Foundation

/// What a finished `rmfeed` run left behind: its exit status and everything it wrote.
struct CommandResult: Sendable {
    let arguments: [String]
    /// The exit code, or the signal's number when `wasSignalled`.
    let status: Int32
    let wasSignalled: Bool
    let standardOutput: Data
    let standardError: Data

    var output: String { String(decoding: standardOutput, as: UTF8.self) }
    var errorOutput: String { String(decoding: standardError, as: UTF8.self) }

    /// The lines of standard output, without the final empty one.
    var outputLines: [String] { Self.lines(output) }
    var errorLines: [String] { Self.lines(errorOutput) }

    /// The status the way a shell shows it, for failure messages.
    var summary: String {
        let how = wasSignalled ? "killed by signal \(status)" : "exit \(status)"
        return "rmfeed \(arguments.joined(separator: " ")) → \(how)\nstdout:\n\(output.prefix(2_000))\nstderr:\n\(errorOutput.prefix(2_000))"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
