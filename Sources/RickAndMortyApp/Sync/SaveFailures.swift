/// Counts a sync's page saves that failed and keeps the first failure, so the sync can say why
/// its pages could not be saved (a read-only folder, a full disk), not only how many.
actor SaveFailures {
    private(set) var count = 0
    private(set) var firstError: (any Error)?

    /// Runs `save` of `pages` pages; `false` when it failed, and then each page counts as a
    /// failure (a cancellation is thrown, not counted).
    func attempt(counting pages: Int = 1, _ save: @Sendable () async throws -> Void) async throws -> Bool {
        do {
            try await save()
            return true
        } catch {
            if error is CancellationError { throw error }
            try Task.checkCancellation()
            count += pages
            if firstError == nil { firstError = error }
            return false
        }
    }
}
