/// Runs `work` over `items` with at most `concurrency` at once, handing results back in
/// completion order on the caller's task; the first thrown error cancels the rest. Items are
/// taken one at a time as work finishes, so a sequence can stop early on what came back, and
/// no item is started while `onResult` waits.
func forEach<Items: Sequence, Result: Sendable>(
    _ items: Items,
    concurrency: Int,
    _ work: @escaping @Sendable (Items.Element) async throws -> Result,
    onResult: (Result) async throws -> Void
) async throws where Items.Element: Sendable {
    try await withThrowingTaskGroup(of: Result.self) { group in
        var iterator = items.makeIterator()
        for _ in 0..<max(1, concurrency) {
            guard let item = iterator.next() else { break }
            group.addTask { try await work(item) }
        }
        while let result = try await group.next() {
            try await onResult(result)
            if let item = iterator.next() { group.addTask { try await work(item) } }
        }
    }
}

/// What `operation` delivers, or `nil` when it fails, except that a cancellation is thrown: a
/// cancelled sync stops rather than count what it never did as failed pages or images.
func failureAsNil<T>(_ operation: () async throws -> T) async throws -> T? {
    do {
        return try await operation()
    } catch {
        if error is CancellationError { throw error }
        try Task.checkCancellation()
        return nil
    }
}

/// Page numbers from `from` up to a last page that may move down while they are handed out
/// (a page said it was the last), never held as a collection.
struct PageNumbers: Sequence, IteratorProtocol {
    private var upcoming: Int
    private let last: () -> Int

    init(from first: Int, through last: @escaping () -> Int) {
        self.upcoming = first
        self.last = last
    }

    mutating func next() -> Int? {
        guard upcoming <= last() else { return nil }
        defer { upcoming += 1 }
        return upcoming
    }
}
