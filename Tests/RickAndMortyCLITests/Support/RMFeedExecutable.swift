import Foundation

/// The `rmfeed` binary that `swift build --build-tests` put in the same products folder as
/// this test bundle (`.build/<triple>/debug/`), so the tests run what was just built.
enum RMFeedExecutable {
    static let name = "rmfeed"

    /// `nil` when it was not built; the caller fails the test with `missingMessage`.
    static func url(filePath: String = #filePath) -> URL? {
        candidates(filePath: filePath).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static var missingMessage: String {
        "\(name) is not built next to the test bundle (looked in \(candidates().map(\.path))); "
            + "run `swift build --build-tests` before `swift test --skip-build`"
    }

    /// The products folder of the running test bundle first; the package's `.build/debug` only
    /// when the bundle was started from somewhere unusual.
    private static func candidates(filePath: String = #filePath) -> [URL] {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let packageRoot = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent() // Support
            .deletingLastPathComponent() // RickAndMortyCLITests
            .deletingLastPathComponent() // Tests
            .deletingLastPathComponent()
        let folders = [
            Bundle.main.bundleURL,
            runner.deletingLastPathComponent(),
            runner.deletingLastPathComponent().deletingLastPathComponent(),
            packageRoot.appendingPathComponent(".build/debug", isDirectory: true),
        ]
        return folders.map { $0.appendingPathComponent(name) }
    }
}
