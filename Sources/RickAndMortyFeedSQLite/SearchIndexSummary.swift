import GRDB
import RickAndMortyFeed

/// What every search asks of the whole index, its distinct words and the most links of each
/// kind, read once and kept while the store's generation stays: reading them with each search
/// (a walk of the index's words and a scan of its rows) was most of a typed search's SQL.
struct SearchIndexSummary: Sendable {
    let generation: UInt64
    let words: [String]
    let mostLinks: [SearchKind: Int]

    static func read(_ db: Database, generation: UInt64) throws -> SearchIndexSummary {
        let words = try String.fetchAll(db.cachedStatement(sql: "SELECT term FROM \(SearchIndexMigration.words)"))
        var mostLinks: [SearchKind: Int] = [:]
        let sql = "SELECT kind, max(links) FROM \(SearchIndexMigration.table) GROUP BY kind"
        for row in try Row.fetchAll(db.cachedStatement(sql: sql)) {
            if let kind = SearchKind(rawValue: row[0]) { mostLinks[kind] = row[1] ?? 0 }
        }
        return SearchIndexSummary(generation: generation, words: words, mostLinks: mostLinks)
    }
}
