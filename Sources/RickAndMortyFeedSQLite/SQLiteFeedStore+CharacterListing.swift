import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore: CharacterListingStore {
    /// One read: the characters' listing (`RecordTable.listing`) with the links and the order
    /// of the query, answered only when the pages it lists from are the whole feed. Over the
    /// 826 characters of a full sync no index is needed.
    public func characterListing(_ query: CharacterListingQuery, saved: ClosedRange<Date>) async throws -> CharacterListing? {
        try await read(empty: nil) { pool in
            try await pool.read { db in
                guard let listing = try RecordTable<CharacterRecord>().listing(ResourceListingSQL(query, saved: saved), db),
                      listing.isWhole else { return nil }
                return CharacterListing(characters: listing.items, totalCount: listing.totalCount, savedAt: listing.savedAt)
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
        db.add(collation: DatabaseCollation(ResourceListingSQL<CharacterRecord>.nameCollation, function: { CharacterOrder.compareNames($0, $1) }))
    }
}

extension ResourceListingSQL<CharacterRecord> {
    static var nameCollation: String { "rmfeedCharacterName" }

    /// A `CharacterListingQuery`: the API's filters, the links the API cannot filter by, its
    /// order (ties by id) and its page of the chosen size.
    init(_ query: CharacterListingQuery, saved: ClosedRange<Date>) {
        var links: [Condition] = []
        if let episodeID = query.episodeID { links.append(("EXISTS (SELECT 1 FROM json_each(episodeIds) WHERE value = ?)", episodeID)) }
        if let locationID = query.locationID { links.append(("locationId = ?", locationID)) }
        if let originID = query.originID { links.append(("originId = ?", originID)) }
        let order = switch query.order {
        case .id: "id"
        case .name: "name COLLATE \(Self.nameCollation), id"
        case .episodes: "episodeCount DESC, id"
        }
        self.init(
            filters: query.filters, alternatives: query.alternatives, saved: saved, conditions: links, order: order,
            range: query.pageSize == nil ? nil : query.range(in: Int.max)
        )
    }
}
