import GRDB

extension SQLiteFeedStore {
    /// Copies the WAL back into the file and empties it (`TRUNCATE`), after a sync wrote tens of
    /// megabytes through it; waits up to the busy timeout for readers of other processes.
    public func checkpoint() async throws {
        try await perform(.save) { pool in
            try await pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        }
    }
}
