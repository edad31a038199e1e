import Foundation

/// A cache file operation that failed, with the file and SQLite's reason, so a person can be
/// told what went wrong ("attempt to write a readonly database", "file is not a database").
public struct SQLiteFeedStoreError: Error, CustomStringConvertible, Sendable {
    public enum Operation: String, Sendable {
        case open, retrieve, save, delete
    }

    public let operation: Operation
    public let fileURL: URL
    public let reason: String

    public var description: String {
        "Could not \(operation.rawValue) the feed cache at \(fileURL.path): \(reason)"
    }
}
