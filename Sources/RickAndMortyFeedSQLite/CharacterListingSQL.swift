import GRDB
import RickAndMortyFeed

/// The SQL of a `CharacterListingQuery` over the cached pages saved between two timestamps
/// (the first two arguments of both statements).
struct CharacterListingSQL {
    static let nameCollation = "rmfeedCharacterName"
    static let matchFunction = "rmfeedCharacterFieldMatches"

    /// The matching characters' page, in the query's order.
    let page: String
    /// How many characters match.
    let count: String
    /// The filters' and links' values, after the two timestamps.
    let arguments: StatementArguments
    /// LIMIT and OFFSET, after `arguments`.
    let pageArguments: StatementArguments

    init(_ query: CharacterListingQuery) {
        var conditions = ["copy = 1"]
        var arguments = StatementArguments()
        let columns = Set(CharacterColumns.Columns.allCases.map(\.rawValue))
        for filter in query.filters.activeFilters where columns.contains(filter.name) {
            conditions.append("\(Self.matchFunction)(\(filter.name), ?)")
            arguments += [filter.value]
        }
        if let episodeID = query.episodeID {
            conditions.append("EXISTS (SELECT 1 FROM json_each(episodeIds) WHERE value = ?)")
            arguments += [episodeID]
        }
        if let locationID = query.locationID {
            conditions.append("locationId = ?")
            arguments += [locationID]
        }
        if let originID = query.originID {
            conditions.append("originId = ?")
            arguments += [originID]
        }
        let order = switch query.order {
        case .id: "id"
        case .name: "name COLLATE \(Self.nameCollation), id"
        case .episodes: "episodeCount DESC, id"
        }
        // Pages saved at different times can overlap (the feed shifted in between): each
        // character counts once, where it comes first.
        let matching = """
            WITH copies AS (
                SELECT c.*, ROW_NUMBER() OVER (PARTITION BY c.id ORDER BY c.page, c.position) AS copy
                FROM \(PageCharacterRecord.databaseTableName) AS c
                JOIN \(PageRecord.databaseTableName) AS p ON p.number = c.page
                WHERE p.savedAt BETWEEN ? AND ?
            )
            SELECT * FROM copies WHERE \(conditions.joined(separator: " AND "))
            """
        page = matching + " ORDER BY \(order) LIMIT ? OFFSET ?"
        count = "SELECT count(*) FROM (\(matching))"
        self.arguments = arguments
        let range = query.range(in: Int.max)
        pageArguments = query.pageSize == nil ? [-1, 0] : [range.count, range.lowerBound]
    }
}
