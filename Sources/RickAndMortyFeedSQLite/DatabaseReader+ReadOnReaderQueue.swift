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
        try await withCheckedThrowingContinuation { continuation in
            asyncRead { database in
                continuation.resume(with: Result { try value(database.get()) })
            }
        }
    }
}
