import GRDB

extension DatabaseReader {
    /// A read, as `read` does it (one read-only transaction on a reader connection), with fewer
    /// thread hops: the async `read` waits for a free reader on one GRDB queue, comes back to the
    /// task, then goes to the reader's queue and back again (four hops); this one asks GRDB's
    /// `asyncRead` and resumes the task from the reader's queue (three). For short reads made
    /// often (a search as someone types, see BENCHMARKS.md): the hops cost more than the query.
    /// No thread of Swift's task pool ever waits for a reader, and a cancelled task's read
    /// runs to its end.
    func readOnReaderQueue<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await resumed(by: asyncRead, value)
    }

    /// `value` on a reader connection's queue with no transaction around it (GRDB's
    /// `asyncUnsafeRead`; on a `DatabaseQueue`, as `inDatabase`), for a caller that opens its own
    /// or must read outside one. As `readOnReaderQueue`, no thread of Swift's task pool waits:
    /// not for the queue, nor for a lock another connection holds on the file (busy timeout).
    func unsafeReadOnReaderQueue<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await resumed(by: asyncUnsafeRead, value)
    }

    /// Schedules `value` with `schedule` (one of GRDB's `async…Read`) and resumes the task from
    /// the queue it ran on.
    private func resumed<T: Sendable>(
        by schedule: (@escaping @Sendable (Result<Database, any Error>) -> Void) -> Void,
        _ value: @escaping @Sendable (Database) throws -> T
    ) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            schedule { database in
                continuation.resume(with: Result { try value(database.get()) })
            }
        }
    }
}
