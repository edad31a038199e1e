import Foundation
import Testing

/// Requires exit 0, showing what the command printed when it did not.
func expectSuccess(_ result: CommandResult, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try expectExit(0, result, sourceLocation: sourceLocation)
}

/// Requires this exit status (not a signal), showing what the command printed when it differs.
func expectExit(_ status: Int32, _ result: CommandResult, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try #require(!result.wasSignalled && result.status == status, "expected exit \(status)\n\(result.summary)", sourceLocation: sourceLocation)
}

/// A table row's cells (cells never contain two spaces in a row; words inside a cell are kept
/// apart by one space only, columns by at least two).
func columns(_ line: String) -> [String] {
    line.components(separatedBy: "  ")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
}

/// `text` ends with the age of a cache saved moments ago: "just now", or a few minutes on a
/// machine slow enough to take that long between two runs (no test depends on its speed).
func endsWithRecentAge(_ text: String, after prefix: String) -> Bool {
    guard text.hasPrefix(prefix) else { return false }
    let age = text.dropFirst(prefix.count)
    return age == "just now" || age.wholeMatch(of: /[0-9]+ minutes? ago/) != nil
}
