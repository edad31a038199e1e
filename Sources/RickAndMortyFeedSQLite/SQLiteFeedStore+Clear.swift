import Foundation

extension SQLiteFeedStore {
    /// Empties the whole cache, feed and images, by starting a fresh file: `rmfeed cache clear`.
    /// Works on a file SQLite cannot read as well.
    public func deleteAll() async throws {
        do {
            try replaceWithFreshFile()
        } catch {
            throw SQLiteFeedStoreError(operation: .delete, fileURL: fileURL, reason: Self.reason(for: error))
        }
    }
}
