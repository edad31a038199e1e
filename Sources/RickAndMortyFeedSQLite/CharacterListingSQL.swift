import GRDB
import RickAndMortyFeed

/// The SQL of a `CharacterListingQuery` over the characters listed by the cached pages saved
/// between two timestamps (the first two arguments of both statements).
struct CharacterListingSQL {
    static let nameCollation = "rmfeedCharacterName"

    /// The matching characters' page, in the query's order.
    let page: String
    /// How many characters match.
    let count: String
    /// The filters' and links' values, after the two timestamps.
    let arguments: StatementArguments
    /// LIMIT and OFFSET, after `arguments`.
    let pageArguments: StatementArguments

    init(_ query: CharacterListingQuery) {
        var conditions = ["""
            id IN (SELECT j.value FROM resourcePage AS p, json_each(p.itemIds) AS j
                   WHERE p.resource = '\(CharacterRecord.resource)' AND p.savedAt BETWEEN ? AND ?)
            """]
        var arguments = StatementArguments()
        for filter in query.filters.activeFilters {
            guard let column = CharacterRecord.filterColumn(named: filter.name) else { continue }
            conditions.append("\(ResourceListingSQL<CharacterRecord>.matchFunctionName)(\(column.name), ?)")
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
        let matching = "FROM \(CharacterRecord.databaseTableName) WHERE \(conditions.joined(separator: " AND "))"
        page = "SELECT * \(matching) ORDER BY \(order) LIMIT ? OFFSET ?"
        count = "SELECT count(*) \(matching)"
        self.arguments = arguments
        let range = query.range(in: Int.max)
        pageArguments = query.pageSize == nil ? [-1, 0] : [range.count, range.lowerBound]
    }
}
