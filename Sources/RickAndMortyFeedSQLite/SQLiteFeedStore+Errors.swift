import Foundation
import GRDB

/// How the store's failures reach its callers: as a `SQLiteFeedStoreError` with a reason a person
/// can act on, and which of them mean a file to replace.
extension SQLiteFeedStore {
    /// Runs `work` on the open database, reporting any failure as a `SQLiteFeedStoreError`.
    func perform<T: Sendable>(
        _ operation: SQLiteFeedStoreError.Operation,
        _ work: (any DatabaseWriter) async throws -> T
    ) async throws -> T {
        do {
            return try await work(database())
        } catch {
            throw SQLiteFeedStoreError(operation: operation, fileURL: fileURL, reason: Self.reason(for: error))
        }
    }

    static func reason(for error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? error.description }
        // Foundation's file errors print as "Error Domain=NSCocoaErrorDomain Code=512 (null)…";
        // the POSIX error underneath says what is wrong in words a person can act on.
        // (On Linux the underlying error is a Swift POSIXError: `as? NSError` does not find it.)
        let error = error as NSError
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        if let posix = [error, underlying].first(where: { $0?.domain == NSPOSIXErrorDomain }) ?? nil {
            return String(cString: strerror(Int32(posix.code))).lowercased()
        }
        return String(describing: error)
    }

    /// A file SQLite cannot read, or whose schema is not the one rmfeed made: validation
    /// replaces it with a fresh one.
    static func isCorruption(_ error: any Error) -> Bool {
        if error is FeedCacheSchema.UnrecognisedSchema { return true }
        guard let error = error as? DatabaseError else { return false }
        return [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode)
    }
}
