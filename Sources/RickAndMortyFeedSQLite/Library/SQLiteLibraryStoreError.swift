import Foundation

/// A library file operation that failed, said in words a person can act on. The library is the
/// person's own data: nothing here ever deletes or empties it.
public enum SQLiteLibraryStoreError: Error, CustomStringConvertible, Sendable {
    /// Reading or saving failed (a read-only folder: "attempt to write a readonly database").
    case failed(Operation, fileURL: URL, reason: String)
    /// The file could not be read as a library; it was moved to `movedTo`, untouched, and the
    /// next use starts a new, empty library beside it.
    case movedAside(fileURL: URL, movedTo: URL, reason: String)
    /// The file could not be read as a library, and could not be moved aside either.
    case unreadable(fileURL: URL, reason: String)
    /// The file was made by a newer rmfeed; it is left as it is.
    case newerVersion(fileURL: URL, version: Int)

    public enum Operation: String, Sendable {
        case read, save
    }

    public var description: String {
        switch self {
        case let .failed(operation, fileURL, reason):
            "Could not \(operation.rawValue) the library at \(fileURL.path): \(reason)"
        case let .movedAside(fileURL, movedTo, reason):
            "The library at \(fileURL.path) could not be read (\(reason)). It was moved to \(movedTo.path), "
                + "untouched; the next command starts a new, empty library."
        case let .unreadable(fileURL, reason):
            "The library at \(fileURL.path) could not be read (\(reason)), and could not be moved aside; it is left as it is."
        case let .newerVersion(fileURL, version):
            "The library at \(fileURL.path) was made by a newer rmfeed (schema \(version)); it is left as it is."
        }
    }
}
