/// The items of one level of an answer (a page's results, or every episode the characters of the
/// level above link to), shared by each of them as they resolve: the first field that needs the
/// linked items of one of them loads those of all of them, in one lookup, and the others wait for
/// it. So a nested field costs one lookup per level, whatever the number of items. Every node
/// made from a level is counted against the answer's budget.
final class GraphQLLevel<Item: Sendable & Identifiable>: Sendable where Item.ID == Int {
    let items: [Item]
    let budget: GraphQLAnswerBudget
    private let loads = LevelLoads()

    init(_ items: [Item], budget: GraphQLAnswerBudget) {
        self.items = items
        self.budget = budget
    }

    /// The items `links` names across the level, loaded once per `field` by `load`, by id, with
    /// the level they make.
    func linked<Other: Sendable & Identifiable>(
        _ field: String,
        links: @escaping @Sendable (Item) -> [Int],
        load: @escaping @Sendable ([Int]) async throws -> [Other]
    ) async throws -> GraphQLLinked<Other> {
        let (items, budget) = (self.items, self.budget)
        let value = try await loads.value(field) {
            var seen = Set<Int>()
            let ids = items.flatMap(links).filter { $0 > 0 && seen.insert($0).inserted }
            let loaded = ids.isEmpty ? [] : try await load(ids)
            return GraphQLLinked(loaded, budget: budget)
        }
        guard let linked = value as? GraphQLLinked<Other> else { throw GraphQLLevelMismatch(field: field) }
        return linked
    }
}

/// Linked items of a level, by id, and the next level they make.
struct GraphQLLinked<Item: Sendable & Identifiable>: Sendable where Item.ID == Int {
    let level: GraphQLLevel<Item>
    let byID: [Int: Item]

    init(_ items: [Item], budget: GraphQLAnswerBudget) {
        level = GraphQLLevel(items, budget: budget)
        byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The nodes of `ids` that exist, in the order given: the API's by-ids answer drops the others.
    func nodes(_ ids: [Int]) throws -> [GraphQLNode<Item>] {
        let nodes = ids.compactMap { byID[$0] }.map { GraphQLNode(item: $0, level: level) }
        try level.budget.spend(nodes.count)
        return nodes
    }
}

/// An item as a GraphQL source value: the item, and the level it was loaded with.
struct GraphQLNode<Item: Sendable & Identifiable>: Sendable where Item.ID == Int {
    let item: Item
    let level: GraphQLLevel<Item>

    /// The nodes of an answer's top level, counted against its budget.
    static func all(_ items: [Item], budget: GraphQLAnswerBudget) throws -> [GraphQLNode<Item>] {
        try budget.spend(items.count)
        let level = GraphQLLevel(items, budget: budget)
        return items.map { GraphQLNode(item: $0, level: level) }
    }
}

/// One lookup per field of a level, started by the first that asks; the others await it.
private actor LevelLoads {
    private var tasks: [String: Task<any Sendable, any Error>] = [:]

    func value(_ field: String, load: @escaping @Sendable () async throws -> any Sendable) async throws -> any Sendable {
        if let task = tasks[field] { return try await task.value }
        let task = Task { try await load() }
        tasks[field] = task
        return try await task.value
    }
}

/// A field was loaded as one type and asked for as another: a programming error, answered as
/// that field's error rather than a crash.
struct GraphQLLevelMismatch: GraphQLClientError {
    let field: String
    var description: String { "internal error: the linked items of \(field) are not of the type asked" }
}
