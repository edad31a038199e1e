import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore: SearchIndex {
    /// bm25 weights of the index's columns (kind, itemID, savedAt, name, detail): a word of the
    /// name counts ten times one of the other fields.
    private static let weights = "0.0, 0.0, 0.0, 10.0, 1.0"

    public func search(
        _ terms: SearchTerms, kinds: Set<SearchKind>, saved: ClosedRange<Date>, limit: Int
    ) async throws -> [SearchResult] {
        guard !terms.isEmpty, !kinds.isEmpty, limit > 0 else { return [] }
        let table = SearchIndexMigration.table
        let kindList = kinds.map(\.rawValue)
        let marks = Array(repeating: "?", count: kindList.count).joined(separator: ", ")
        // Each cached row is an index row; an item cached twice (with a page and looked up by
        // id) is one result, at its best rank.
        // bm25() only works in the query that matches: the hits are materialized before grouping.
        let sql = """
            WITH hits AS MATERIALIZED (
                SELECT kind, itemID, name, bm25(\(table), \(Self.weights)) AS score FROM \(table)
                WHERE \(table) MATCH ? AND kind IN (\(marks)) AND savedAt BETWEEN ? AND ?
            )
            SELECT kind, itemID, name, min(score) AS best FROM hits
            GROUP BY kind, itemID ORDER BY best, itemID LIMIT ?
            """
        let arguments: StatementArguments = [Self.matchExpression(terms)] + StatementArguments(kindList)
            + [saved.lowerBound.timeIntervalSinceReferenceDate, saved.upperBound.timeIntervalSinceReferenceDate, limit]
        // The statement is prepared once per reader connection (the SQL differs only by how
        // many kinds are asked), and its rows are read in place rather than copied.
        return try await read(empty: []) { pool in
            try await pool.readOnReaderQueue { db in
                var results: [SearchResult] = []
                let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
                while let row = try rows.next() {
                    guard let kind = SearchKind(rawValue: row[0]) else { continue }
                    results.append(SearchResult(kind: kind, id: row[1], name: row[2]))
                }
                return results
            }
        }
    }

    /// Merges the index's pieces into one (FTS5's `optimize`), in one write transaction; what the
    /// index holds does not change. Every write transaction adds a piece, and every search reads
    /// each piece: after a sync, merging took a typed search's SQL from a median of 114 µs to
    /// 36 µs, for about 3.5 ms once (BENCHMARKS.md, "Issue 17, typed searches").
    public func mergeSearchIndex() async throws {
        let table = SearchIndexMigration.table
        try await changing { try await perform(.save) { pool in
            try await pool.write { db in try db.execute(sql: "INSERT INTO \(table)(\(table)) VALUES('optimize')") }
        } }
    }

    public func hasEntries(kinds: Set<SearchKind>, saved: ClosedRange<Date>) async throws -> Bool {
        guard !kinds.isEmpty else { return false }
        let kindList = kinds.map(\.rawValue)
        let marks = Array(repeating: "?", count: kindList.count).joined(separator: ", ")
        let sql = "SELECT EXISTS (SELECT 1 FROM \(SearchIndexMigration.table) WHERE kind IN (\(marks)) AND savedAt BETWEEN ? AND ?)"
        let arguments = StatementArguments(kindList)
            + [saved.lowerBound.timeIntervalSinceReferenceDate, saved.upperBound.timeIntervalSinceReferenceDate]
        return try await read(empty: false) { pool in
            try await pool.readOnReaderQueue { db in try Bool.fetchOne(db.cachedStatement(sql: sql), arguments: arguments) ?? false }
        }
    }

    /// Every word as a quoted prefix query (`"sanch"*`), all of them required. The words hold
    /// letters and digits only (`SearchTerms`), so nothing typed is read as FTS5 syntax.
    static func matchExpression(_ terms: SearchTerms) -> String {
        terms.words.map { "\"\($0)\"*" }.joined(separator: " ")
    }
}
