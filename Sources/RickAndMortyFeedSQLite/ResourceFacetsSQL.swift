import Foundation
import GRDB
import RickAndMortyFeed

extension RecordTable {
    /// One GROUP BY per facet field over the items the listing's filters match (every filter but
    /// the field's own, `ResourceStore.facets`); `nil` when no page was saved within `saved`.
    func facets(_ query: ResourceQuery<Record.Item.Filters>, saved: ClosedRange<Date>, _ db: Database) throws -> ResourceFacets? {
        let pages = try ResourcePageRecord.infos(of: Record.resource, saved: saved, db)
        guard !pages.isEmpty else { return nil }
        let facets = try Record.Item.Filters.facetNames.compactMap { name -> ResourceFacets.Facet? in
            guard let value = Record.facetExpression(named: name) else { return nil }
            let (clauses, arguments) = ResourceListingSQL<Record>.matching(query.filters, query.alternatives, saved: saved, except: name)
            let sql = """
                SELECT \(value) AS value, count(*) AS count FROM \(Record.databaseTableName)
                WHERE \(clauses.joined(separator: " AND ")) GROUP BY value HAVING value <> ''
                """
            let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
            return ResourceFacets.Facet(name: name, counts: Dictionary(rows.map { ($0["value"], $0["count"]) }, uniquingKeysWith: +))
        }
        return ResourceFacets(facets: facets, isWhole: WholeFeed.isWhole(pages.map { ($0.number, $0.totalPages) }))
    }
}

extension ResourceItemRecord {
    /// By default an item counts under its filter column's text.
    static func facetExpression(named name: String) -> String? {
        filterColumn(named: name)?.name
    }
}
