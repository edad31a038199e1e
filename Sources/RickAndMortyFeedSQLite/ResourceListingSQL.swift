import Foundation
import GRDB
import RickAndMortyFeed

/// The SQL of a filtered query over one resource's items listed by the pages saved within a
/// range: the API's matching (the core's own, `matchFunction`), sorted by id, 20 a page.
struct ResourceListingSQL<Record: ResourceItemRecord> {
    /// The matches' page, in id order.
    let page: String
    /// How many items match.
    let count: String
    /// The resource, the range's bounds and the filters' values.
    let arguments: StatementArguments
    /// LIMIT and OFFSET, after `arguments`.
    let pageArguments: StatementArguments

    static var matchFunctionName: String { "rmfeed_\(Record.resource)_matches" }

    /// The function the filters match with, one per resource, registered on every connection.
    static var matchFunction: DatabaseFunction {
        DatabaseFunction(matchFunctionName, argumentCount: 2, pure: true) { values in
            guard let field = String.fromDatabaseValue(values[0]), let value = String.fromDatabaseValue(values[1]) else { return false }
            return Record.Item.Filters.field(field, matches: value)
        }
    }

    init(_ query: ResourceQuery<Record.Item.Filters>, saved: ClosedRange<Date>) {
        var conditions = ["""
            id IN (SELECT j.value FROM resourcePage AS p, json_each(p.itemIds) AS j
                   WHERE p.resource = ? AND p.savedAt BETWEEN ? AND ?)
            """]
        var arguments: StatementArguments = [
            Record.resource, saved.lowerBound.timeIntervalSinceReferenceDate, saved.upperBound.timeIntervalSinceReferenceDate,
        ]
        for filter in query.filters.activeFilters {
            guard let column = Record.filterColumn(named: filter.name) else { continue }
            conditions.append("\(Self.matchFunctionName)(\(column.name), ?)")
            arguments += [filter.value]
        }
        let matching = "FROM \(Record.databaseTableName) WHERE \(conditions.joined(separator: " AND "))"
        page = "SELECT * \(matching) ORDER BY id LIMIT ? OFFSET ?"
        count = "SELECT count(*) \(matching)"
        self.arguments = arguments
        let range = OfflineSearch.range(ofPage: query.page, in: Int.max)
        pageArguments = [range.count, range.lowerBound]
    }
}
