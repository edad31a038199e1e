import GRDB

/// Many rows of one table written by a few multi-row `INSERT … VALUES (…), (…)` statements
/// instead of one statement per row.
///
/// Why it matters: a statement that writes through the search index's triggers inside a
/// transaction opens a statement savepoint, and FTS5 writes the words it holds in memory to
/// the file as a new index segment at each savepoint. One statement per row made one segment
/// per row, which FTS5 then kept merging (most of a page save's time; BENCHMARKS.md, "A page save
/// writes many rows a statement"); one statement for many rows makes one segment for all of them.
///
/// The rows go in batches of a power of two (at most `maxRowsPerStatement`), so each table has
/// a handful of statements, prepared once per connection, whatever the number of rows.
struct MultiRowInsert {
    static let maxRowsPerStatement = 64

    let table: String
    let columns: [String]
    /// When set, a row whose `conflictColumn` value is already there overwrites every other
    /// column of that row (an upsert, as GRDB's `upsert` writes one); otherwise a conflict fails.
    var conflictColumn: String?

    /// Writes `rows` in their order, each with one value per column of `columns`.
    func execute(_ rows: [[(any DatabaseValueConvertible)?]], _ db: Database) throws {
        let most = max(1, min(Self.maxRowsPerStatement, db.maximumStatementArgumentCount / max(1, columns.count)))
        var start = 0
        while start < rows.count {
            let count = Self.powerOfTwo(atMost: min(most, rows.count - start))
            let statement = try db.cachedStatement(sql: sql(rows: count))
            // One flat array, filled here: GRDB's initializer is generic over any sequence and
            // not specialized for ours; walking `joined()` rows through it was most of this
            // call's time (BENCHMARKS.md, "A page save writes many rows a statement").
            var values: [(any DatabaseValueConvertible)?] = []
            values.reserveCapacity(count * columns.count)
            for row in rows[start..<start + count] { values.append(contentsOf: row) }
            try statement.execute(arguments: StatementArguments(values))
            start += count
        }
    }

    /// The largest power of two not above `limit` (1 at least).
    private static func powerOfTwo(atMost limit: Int) -> Int {
        var power = 1
        while power * 2 <= limit { power *= 2 }
        return power
    }

    private func sql(rows: Int) -> String {
        let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        let values = Array(repeating: row, count: rows).joined(separator: ", ")
        let names = columns.map(\.quotedDatabaseIdentifier)
        var sql = "INSERT INTO \(table.quotedDatabaseIdentifier) (\(names.joined(separator: ", "))) VALUES \(values)"
        if let conflictColumn {
            let updates = names.filter { $0 != conflictColumn.quotedDatabaseIdentifier }.map { "\($0) = excluded.\($0)" }
            sql += " ON CONFLICT(\(conflictColumn.quotedDatabaseIdentifier)) DO UPDATE SET \(updates.joined(separator: ", "))"
        }
        return sql
    }
}
