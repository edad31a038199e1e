import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore: CharacterListingStore {
    /// One read: the valid pages (to check they are the whole feed), then one query that
    /// filters, sorts and pages in SQL the characters they list, and one that counts the
    /// matches. Over the 826 characters of a full sync no index is needed.
    public func characterListing(_ query: CharacterListingQuery, saved: ClosedRange<Date>) async throws -> CharacterListing? {
        try await read(empty: nil) { pool in
            try await pool.read { db in
                let pages = try ResourcePageRecord.infos(of: CharacterRecord.resource, saved: saved, db)
                guard WholeFeed.isWhole(pages.map { ($0.number, $0.totalPages) }),
                      let oldest = pages.map(\.savedAt).min() else { return nil }
                let bounds: StatementArguments = [saved.lowerBound.timeIntervalSinceReferenceDate, saved.upperBound.timeIntervalSinceReferenceDate]
                let listing = CharacterListingSQL(query)
                let rows = try CharacterRecord.fetchAll(db, sql: listing.page, arguments: bounds + listing.arguments + listing.pageArguments)
                let count = try Int.fetchOne(db, sql: listing.count, arguments: bounds + listing.arguments) ?? 0
                return CharacterListing(characters: rows.map(\.item), totalCount: count, savedAt: oldest)
            }
        }
    }

    /// What the listings' SQL calls on every connection: the name order's collation and each
    /// resource's filter matching, the core's own functions, so SQL sorts and matches as the
    /// core does.
    static func addListingFunctions(_ db: Database) {
        db.add(function: ResourceListingSQL<CharacterRecord>.matchFunction)
        db.add(function: ResourceListingSQL<EpisodeRecord>.matchFunction)
        db.add(function: ResourceListingSQL<LocationRecord>.matchFunction)
        db.add(collation: DatabaseCollation(CharacterListingSQL.nameCollation, function: { CharacterOrder.compareNames($0, $1) }))
    }
}
