import Foundation
import Testing

/// Makes a folder and its files really read-only. Permission bits do not stop root, and tests
/// may run as root (containers), so root also gets the immutable attribute, which stops root too.
public enum ReadOnlyFolder {
    public static func protect(_ folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let paths = try contents(of: folder)
        for path in paths {
            try FileManager.default.setAttributes([.posixPermissions: path == folder.path ? 0o555 : 0o444], ofItemAtPath: path)
        }
        if geteuid() == 0 {
            try #require(chattr("+i", paths), "root needs `chattr +i` to make \(folder.path) read-only", sourceLocation: sourceLocation)
        }
    }

    public static func unprotect(_ folder: URL) {
        guard let paths = try? contents(of: folder) else { return }
        if geteuid() == 0 { _ = chattr("-i", paths) }
        for path in paths {
            try? FileManager.default.setAttributes([.posixPermissions: path == folder.path ? 0o755 : 0o644], ofItemAtPath: path)
        }
    }

    private static func contents(of folder: URL) throws -> [String] {
        [folder.path] + (try FileManager.default.contentsOfDirectory(atPath: folder.path)).map { folder.appendingPathComponent($0).path }
    }

    private static func chattr(_ flag: String, _ paths: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag] + paths
        do {
            try process.runOneLaunchAtATime()
            return process.endedBlocking() && process.terminationStatus == 0
        } catch {
            return false
        }
    }
}
