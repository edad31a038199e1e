import Foundation
import Testing

/// Text snapshots of rendered pages, kept beside the tests in `Snapshots/NAME.html`. A page that
/// differs fails with the first differing line. Set `RMFEED_RECORD_SNAPSHOTS=1` to write them
/// anew after a deliberate change (and read the diff before committing); a missing snapshot is
/// recorded and still fails, so a run can never pass without comparing.
enum HTMLSnapshot {
    static func assertMatches(
        _ html: String,
        named name: String,
        filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
        let file = folder.appendingPathComponent("\(name).html")
        let actual = normalized(html)
        let recording = ProcessInfo.processInfo.environment["RMFEED_RECORD_SNAPSHOTS"] == "1"
        guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
                Issue.record("recorded snapshot \(file.path); check it and run again", sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard expected != actual else { return }
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let want = index < expectedLines.count ? expectedLines[index] : "<end>"
        let got = index < actualLines.count ? actualLines[index] : "<end>"
        Issue.record(
            "snapshot \(name) differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)",
            sourceLocation: sourceLocation
        )
    }

    /// Asset versions change with every edit of the CSS or JS; the markup around them is what counts.
    private static func normalized(_ html: String) -> String {
        html.replacingOccurrences(of: #"\?v=[0-9a-f]+"#, with: "?v=VERSION", options: .regularExpression)
    }
}
