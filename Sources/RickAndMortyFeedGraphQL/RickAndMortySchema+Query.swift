import Foundation
import GraphQL
import OrderedCollections
import RickAndMortyFeed

/// The root fields: one item by id, items by ids, and a page of a listing with its filter.
extension RickAndMortySchema {
    typealias Items<Item> = @Sendable (GraphQLFeedSource) -> @Sendable ([Int]) async throws -> [Item]
    /// How items become source values: as they are, or (locations) as `GraphQLPlace`s.
    typealias Present<Item: Sendable & Identifiable> = @Sendable ([GraphQLNode<Item>]) -> [any Sendable] where Item.ID == Int

    static func one<Item: Sendable & Identifiable>(
        _ type: GraphQLObjectType, _ description: String, present: @escaping Present<Item> = { $0 }, _ items: @escaping Items<Item>
    ) -> GraphQLField where Item.ID == Int {
        GraphQLFields.lookup(type, description, args: ["id": GraphQLArgument(type: GraphQLNonNull(GraphQLID))]) {
            (_: Void, args, context) in
            guard let id = Self.id(args["id"]) else { throw GraphQLBadArgument() }
            guard id > 0 else { return nil }
            return present(try GraphQLNode.all(try await items(context.source)([id]), budget: context.budget)).first
        }
    }

    static func many<Item: Sendable & Identifiable>(
        _ type: GraphQLObjectType, _ description: String, present: @escaping Present<Item> = { $0 }, _ items: @escaping Items<Item>
    ) -> GraphQLField where Item.ID == Int {
        let idsType = GraphQLNonNull(GraphQLList(GraphQLNonNull(GraphQLID)))
        return GraphQLFields.lookup(GraphQLList(type), description, args: ["ids": GraphQLArgument(type: idsType)]) {
            (_: Void, args, context) in
            let given = args["ids"].array ?? []
            guard given.count <= maxIDsPerField else { throw GraphQLTooManyIDs(limit: maxIDsPerField) }
            var ids: [Int] = []
            for value in given {
                guard let id = Self.id(value) else { throw GraphQLBadArgument() }
                ids.append(id)
            }
            var seen = Set<Int>()
            let wanted = ids.filter { $0 > 0 && seen.insert($0).inserted }
            guard !wanted.isEmpty else { return [any Sendable]() }
            // The API answers by-ids sorted by id, each once.
            let found = try await items(context.source)(wanted).sorted { $0.id < $1.id }
            return present(try GraphQLNode.all(found, budget: context.budget))
        }
    }

    static func page<Item: Hashable & Sendable & Identifiable, Filters: ResourceFilters>(
        _ type: GraphQLObjectType, _ description: String, filter: GraphQLInputObjectType, present: @escaping Present<Item> = { $0 },
        _ load: @escaping @Sendable (GraphQLFeedSource) -> @Sendable (ResourceQuery<Filters>) async throws -> ResourcePage<Item>,
        filters: @escaping @Sendable (GraphQLFilterArguments) -> Filters
    ) -> GraphQLField where Item.ID == Int {
        let args: GraphQLArgumentConfigMap = ["page": GraphQLArgument(type: GraphQLInt), "filter": GraphQLArgument(type: filter)]
        return GraphQLFields.lookup(type, description, args: args) { (_: Void, args, context) in
            // As the REST route reads `page`: anything but a positive number is page 1.
            let number = args["page"].int.flatMap { $0 > 0 ? $0 : nil } ?? 1
            let query = ResourceQuery(page: number, filters: filters(GraphQLFilterArguments(args["filter"])))
            return try GraphQLPage(try await load(context.source)(query), query: query, budget: context.budget, present: present)
        }
    }

    /// An `ID` argument as the REST route reads it: a whole number, else `nil`.
    static func id(_ value: Map) -> Int? {
        if let text = value.string { return Int(text.trimmingCharacters(in: .whitespaces)) }
        return value.int
    }
}

/// A filter argument's fields; an absent or null field filters nothing.
struct GraphQLFilterArguments: Sendable {
    private let values: [String: String]

    init(_ map: Map) {
        var values: [String: String] = [:]
        for (key, value) in map.dictionary ?? [:] {
            if let text = value.string { values[key] = text }
        }
        self.values = values
    }

    subscript(_ name: String) -> String? { values[name] }
}
