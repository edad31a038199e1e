/// Races `operation` against `deadline`. AsyncHTTPClient's own deadline stops watching once the
/// response head arrives, so a body trickling in byte by byte would otherwise never time out.
func withDeadline<T: Sendable>(
    _ deadline: ContinuousClock.Instant,
    operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask(operation: operation)
        group.addTask {
            try await Task.sleep(until: deadline, clock: .continuous)
            throw HTTPTransportError.deadlineExceeded
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw CancellationError() }
        return first
    }
}
