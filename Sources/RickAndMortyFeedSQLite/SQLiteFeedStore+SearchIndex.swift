import Foundation
import GRDB
import NIOConcurrencyHelpers
import RickAndMortyFeed

extension SQLiteFeedStore: SearchIndex {
    public func candidates(_ words: SearchIndexWords, kinds: Set<SearchKind>, saved: ClosedRange<Date>) async throws -> [SearchCandidate] {
        guard !kinds.isEmpty, let match = Self.matchExpression(words) else { return [] }
        let table = SearchIndexMigration.table
        let kindList = kinds.map(\.rawValue)
        let sql = """
            SELECT kind, itemID, name, detail, links FROM \(table)
            WHERE \(table) MATCH ? AND kind IN (\(Self.marks(kindList.count))) AND savedAt BETWEEN ? AND ?
            """
        let arguments: StatementArguments = [match] + StatementArguments(kindList) + Self.arguments(saved)
        // The statement is prepared once per reader connection (the SQL differs only by how
        // many kinds are asked), and its rows are read in place rather than copied.
        return try await read(empty: []) { pool in
            try await pool.read { db in
                var candidates: [SearchCandidate] = []
                let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
                while let row = try rows.next() {
                    guard let kind = SearchKind(rawValue: row[0]) else { continue }
                    let result = SearchResult(kind: kind, id: row[1], name: row[2])
                    candidates.append(SearchCandidate(result: result, detail: row[3], links: row[4] ?? 0))
                }
                return candidates
            }
        }
    }

    public func indexedWords() async throws -> [String] {
        try await searchIndexSummary().words
    }

    public func mostLinks() async throws -> [SearchKind: Int] {
        try await searchIndexSummary().mostLinks
    }

    /// The index's summary at the current generation: the one kept, else read and kept (unless
    /// the index is empty, as it is before a file exists that another process may yet fill).
    private func searchIndexSummary() async throws -> SearchIndexSummary {
        let generation = generation
        if let kept = searchSummary.withLockedValue({ $0 }), kept.generation == generation { return kept }
        let summary = try await read(empty: SearchIndexSummary(generation: generation, words: [], mostLinks: [:])) { pool in
            try await pool.read { db in try SearchIndexSummary.read(db, generation: generation) }
        }
        if !summary.words.isEmpty { searchSummary.withLockedValue { $0 = summary } }
        return summary
    }

    /// Merges the index's pieces into one (FTS5's `optimize`), in one write transaction; what the
    /// index holds does not change. Every write transaction adds a piece, and every search reads
    /// each piece: after a sync, merging took a typed search's SQL from a median of 114 µs to
    /// 36 µs, for about 3.5 ms once (BENCHMARKS.md, "One typed search's latency").
    public func mergeSearchIndex() async throws {
        let table = SearchIndexMigration.table
        try await changing { try await perform(.save) { pool in
            try await pool.write { db in try db.execute(sql: "INSERT INTO \(table)(\(table)) VALUES('optimize')") }
        } }
    }

    public func hasEntries(kinds: Set<SearchKind>, saved: ClosedRange<Date>) async throws -> Bool {
        guard !kinds.isEmpty else { return false }
        let kindList = kinds.map(\.rawValue)
        let sql = "SELECT EXISTS (SELECT 1 FROM \(SearchIndexMigration.table) WHERE kind IN (\(Self.marks(kindList.count))) AND savedAt BETWEEN ? AND ?)"
        let arguments = StatementArguments(kindList) + Self.arguments(saved)
        return try await read(empty: false) { pool in
            try await pool.read { db in try Bool.fetchOne(db.cachedStatement(sql: sql), arguments: arguments) ?? false }
        }
    }

    /// Every prefix as a quoted prefix query (`"sanch"*`) and every whole word quoted, any of
    /// them; `nil` for no words. The words hold letters and digits only (`SearchTerms`, the
    /// index's own words), so nothing typed is read as FTS5 syntax.
    static func matchExpression(_ words: SearchIndexWords) -> String? {
        let terms = words.prefixes.map { "\"\($0)\"*" } + words.whole.map { "\"\($0)\"" }
        return terms.isEmpty ? nil : terms.joined(separator: " OR ")
    }

    private static func marks(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }

    private static func arguments(_ saved: ClosedRange<Date>) -> StatementArguments {
        [saved.lowerBound.timeIntervalSinceReferenceDate, saved.upperBound.timeIntervalSinceReferenceDate]
    }
}
