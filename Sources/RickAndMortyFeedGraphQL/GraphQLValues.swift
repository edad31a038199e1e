import RickAndMortyFeed

/// A character's origin or last location as a GraphQL `Location`: the location itself, or, when
/// the API gives only a name (its "unknown"), `{name}` with a null id and no residents.
enum GraphQLPlace: Sendable {
    case known(GraphQLNode<FeedLocation>)
    case named(String)
}

/// A listing's `{info, results}`: past the end, or when nothing matches, the API answers
/// `results: []` and an `info` whose fields are all null.
struct GraphQLPage: Sendable {
    let info: GraphQLInfo
    let results: [any Sendable]

    init<Item, Filters>(
        _ page: ResourcePage<Item>, query: ResourceQuery<Filters>, budget: GraphQLAnswerBudget,
        present: ([GraphQLNode<Item>]) -> [any Sendable]
    ) throws where Item: Identifiable, Item.ID == Int {
        results = present(try GraphQLNode.all(page.items, budget: budget))
        guard !page.items.isEmpty else {
            info = GraphQLInfo(count: nil, pages: nil, next: nil, prev: nil)
            return
        }
        info = GraphQLInfo(
            count: page.totalCount ?? page.items.count, pages: page.totalPages,
            next: query.page < page.totalPages ? query.page + 1 : nil,
            prev: query.page > 1 ? query.page - 1 : nil
        )
    }
}

/// `next` and `prev` are page numbers, not the REST answer's URLs.
struct GraphQLInfo: Sendable {
    let count: Int?
    let pages: Int?
    let next: Int?
    let prev: Int?
}

/// What every resolver of one request reads: the lookups, the API base the `image` field's URL
/// is under (the mirror's own, as `/api` writes it), and the answer's budget of objects.
struct GraphQLRequestContext: Sendable {
    let source: GraphQLFeedSource
    let apiBase: String
    let budget: GraphQLAnswerBudget
}

/// An argument the API's REST route would refuse (an id that is no number): the field's error,
/// worded as Apollo's REST data source words the API's 500.
struct GraphQLBadArgument: GraphQLClientError {
    var description: String { "500: Internal Server Error" }
}

/// More ids in one by-ids field than this server looks up at once.
struct GraphQLTooManyIDs: GraphQLClientError {
    let limit: Int
    var description: String { "Too many ids: ask for at most \(limit) at a time" }
}
