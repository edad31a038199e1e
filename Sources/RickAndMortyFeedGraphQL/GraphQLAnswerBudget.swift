import Synchronization

/// A bound on the work of one answer: how many characters, episodes and locations it may hold.
/// Depth and fields are bounded before a query runs, but nested lists multiply: nine episodes'
/// casts, each one's episodes, and their casts again are a few hundred thousand objects within
/// four levels. Each level's objects are counted as they are made, and past the bound the
/// answer is refused, so a query costs at most this many objects' work.
final class GraphQLAnswerBudget: Sendable {
    let limit: Int
    private let spent = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts `count` more objects, or throws once the answer would hold more than `limit`.
    func spend(_ count: Int) throws {
        guard spent.add(count, ordering: .relaxed).newValue <= limit else { throw GraphQLAnswerTooLarge(limit: limit) }
    }

    var isExceeded: Bool { spent.load(ordering: .relaxed) > limit }
}

/// An answer that would hold more objects than its budget.
struct GraphQLAnswerTooLarge: GraphQLClientError {
    let limit: Int
    var description: String {
        "The answer would hold more than \(limit) characters, episodes and locations: ask for fewer nested lists or fewer items"
    }
}
