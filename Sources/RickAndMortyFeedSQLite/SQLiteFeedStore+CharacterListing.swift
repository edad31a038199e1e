import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore: CharacterListingStore {
    /// One read: the valid pages' numbers (to check they are the whole feed), then one query
    /// that keeps each character's first copy, filters, sorts and pages in SQL, and one that
    /// counts the matches. Over the 826 characters of a full sync no index is needed.
    public func characterListing(_ query: CharacterListingQuery, saved: ClosedRange<Date>) async throws -> CharacterListing? {
        try await read(empty: nil) { pool in
            try await pool.read { db in
                let (bounds0, bounds1) = (saved.lowerBound.timeIntervalSinceReferenceDate, saved.upperBound.timeIntervalSinceReferenceDate)
                let bounds: StatementArguments = [bounds0, bounds1]
                let pages = try PageRecord
                    .filter(PageRecord.Columns.savedAt >= bounds0 && PageRecord.Columns.savedAt <= bounds1)
                    .fetchAll(db)
                guard WholeFeed.isWhole(pages.map { (number: $0.number, totalPages: $0.totalPages) }),
                      let oldest = pages.map(\.savedAt).min() else { return nil }
                let listing = CharacterListingSQL(query)
                let rows = try PageCharacterRecord.fetchAll(db, sql: listing.page, arguments: bounds + listing.arguments + listing.pageArguments)
                let count = try Int.fetchOne(db, sql: listing.count, arguments: bounds + listing.arguments) ?? 0
                return CharacterListing(
                    characters: rows.map(\.character), totalCount: count,
                    savedAt: oldest
                )
            }
        }
    }

    /// What the listings' SQL calls on every connection: the name order's collation and the
    /// filters' matching, the core's own functions, so SQL sorts and matches as the core does.
    static func addListingFunctions(_ db: Database) {
        db.add(function: ResourceListingSQL<EpisodeRecord>.matchFunction)
        db.add(function: ResourceListingSQL<LocationRecord>.matchFunction)
        db.add(collation: DatabaseCollation(CharacterListingSQL.nameCollation, function: { CharacterOrder.compareNames($0, $1) }))
        db.add(function: DatabaseFunction(CharacterListingSQL.matchFunction, argumentCount: 2, pure: true) { values in
            guard let field = String.fromDatabaseValue(values[0]), let value = String.fromDatabaseValue(values[1]) else { return false }
            return CharacterFilters.field(field, matches: value)
        })
    }
}
