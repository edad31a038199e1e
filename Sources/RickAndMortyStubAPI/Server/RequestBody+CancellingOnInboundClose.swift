import Hummingbird

extension RequestBody {
    /// Runs `operation`, cancelled when the client closes its side of the connection: Hummingbird's
    /// `consumeWithCancellationOnInboundClose`, after reading the request to its end (a GET has
    /// nothing left). Without that read, Hummingbird 2.28.1 traps, taking the whole server, when
    /// the operation ends before its connection watcher has read the request's end
    /// (docs/ARCHITECTURE.md, "Use cases and scenarios"). Call this, never Hummingbird's directly.
    func cancellingOnInboundClose<Value: Sendable>(_ operation: () async throws -> Value) async throws -> Value {
        try await consumeWithCancellationOnInboundClose { body in
            for try await _ in body {}
            return try await operation()
        }
    }
}
