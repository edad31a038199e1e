import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
/// Tests that touch the disk each get their own, so they can run in parallel.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init(prefix: String = "rmfeed-tests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func remove() {
        // Undo any permission change a test made (read-only folders), then delete.
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            for case let relative as String in enumerator {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(relative).path)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }
}
