import Foundation
import GRDB
import RickAndMortyFeed

/// The SQL of a filtered query over one resource's items listed by the pages saved within a
/// range: the API's matching (the core's own, `matchFunction`), and any further conditions, in
/// an order (by id unless told), a range of the matches at a time.
struct ResourceListingSQL<Record: ResourceItemRecord> {
    /// A further condition on an item's row, with the value of its one `?`.
    typealias Condition = (sql: String, value: any DatabaseValueConvertible)

    /// The range the listed pages were saved within.
    let saved: ClosedRange<Date>
    /// The matches' page, in the listing's order.
    let page: String
    /// How many items match.
    let count: String
    /// The resource, the range's bounds, the filters' and the conditions' values.
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

    /// The API's own listing: sorted by id, 20 a page.
    init(_ query: ResourceQuery<Record.Item.Filters>, saved: ClosedRange<Date>) {
        self.init(
            filters: query.filters, alternatives: query.alternatives, saved: saved,
            range: OfflineSearch.range(ofPage: query.page, in: Int.max)
        )
    }

    /// - Parameters:
    ///   - order: what follows `ORDER BY`.
    ///   - range: the matches to answer, in that order; `nil` for every one.
    init(
        filters: Record.Item.Filters, alternatives: FilterAlternatives = FilterAlternatives(), saved: ClosedRange<Date>,
        conditions: [Condition] = [], order: String = "id", range: Range<Int>?
    ) {
        self.saved = saved
        var (clauses, arguments) = Self.matching(filters, alternatives, saved: saved)
        for condition in conditions {
            clauses.append(condition.sql)
            arguments += [condition.value]
        }
        let matching = "FROM \(Record.databaseTableName) WHERE \(clauses.joined(separator: " AND "))"
        page = "SELECT * \(matching) ORDER BY \(order) LIMIT ? OFFSET ?"
        count = "SELECT count(*) \(matching)"
        self.arguments = arguments
        pageArguments = range.map { [$0.count, $0.lowerBound] } ?? [-1, 0]
    }

    /// The conditions on the items listed by the pages saved within `saved` that match the
    /// filters, each field by any of its values, leaving out the field named `skipped`.
    static func matching(
        _ filters: Record.Item.Filters, _ alternatives: FilterAlternatives, saved: ClosedRange<Date>, except skipped: String? = nil
    ) -> (clauses: [String], arguments: StatementArguments) {
        var clauses = ["""
            id IN (SELECT j.value FROM resourcePage AS p, json_each(p.itemIds) AS j
                   WHERE p.resource = ? AND p.savedAt BETWEEN ? AND ?)
            """]
        var arguments: StatementArguments = [
            Record.resource, saved.lowerBound.timeIntervalSinceReferenceDate, saved.upperBound.timeIntervalSinceReferenceDate,
        ]
        for choice in alternatives.choices(with: filters) where choice.name != skipped {
            guard let column = Record.filterColumn(named: choice.name) else { continue }
            let anyValue = choice.values.map { _ in "\(matchFunctionName)(\(column.name), ?)" }.joined(separator: " OR ")
            clauses.append("(\(anyValue))")
            arguments += StatementArguments(choice.values)
        }
        return (clauses, arguments)
    }
}
