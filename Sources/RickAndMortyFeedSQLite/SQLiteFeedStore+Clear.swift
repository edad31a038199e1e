import Foundation
import GRDB

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

    /// Runs `delete` in a write transaction; a file too damaged for it is replaced by a fresh one.
    func deleteRowsOrFile(_ delete: @escaping @Sendable (Database) throws -> Void) async throws {
        do {
            try await database().write(delete)
        } catch where Self.isCorruption(error) {
            do {
                try replaceWithFreshFile()
            } catch {
                throw SQLiteFeedStoreError(operation: .delete, fileURL: fileURL, reason: Self.reason(for: error))
            }
        } catch {
            throw SQLiteFeedStoreError(operation: .delete, fileURL: fileURL, reason: Self.reason(for: error))
        }
    }
}
