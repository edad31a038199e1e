/// What a person asks of the whole listing of characters, answered from a cache that holds all
/// of it (`LocalCharacterListing`): the API's filters, the links the API cannot filter by, an
/// order and a page of a chosen size.
public struct CharacterListingQuery: Hashable, Sendable {
    /// The page sizes a person can choose; the first is the API's.
    public static let pageSizes = [20, 40, 60, 100]

    public var filters: CharacterFilters
    /// Further values of the filters' fields, any of which matches (`FilterAlternatives`).
    public var alternatives: FilterAlternatives
    /// Only characters who appear in this episode.
    public var episodeID: Int?
    /// Only characters whose last known location is this one.
    public var locationID: Int?
    /// Only characters whose origin is this location.
    public var originID: Int?
    public var order: CharacterOrder
    /// From 1; a page below 1 is page 1.
    public var page: Int
    /// `nil`: every match, on one page.
    public var pageSize: Int?

    public init(
        filters: CharacterFilters = CharacterFilters(),
        alternatives: FilterAlternatives = FilterAlternatives(),
        episodeID: Int? = nil,
        locationID: Int? = nil,
        originID: Int? = nil,
        order: CharacterOrder = .id,
        page: Int = 1,
        pageSize: Int? = CharacterListingQuery.pageSizes[0]
    ) {
        self.filters = filters
        self.alternatives = alternatives
        self.episodeID = episodeID
        self.locationID = locationID
        self.originID = originID
        self.order = order
        self.page = max(1, page)
        self.pageSize = pageSize.map { max(1, $0) }
    }

    /// Whether `character` is one this query asks for (its order and page aside), by the API's
    /// matching rules for the filters (`CharacterFilters.field(_:matches:)`).
    public func matches(_ character: FeedCharacter) -> Bool {
        if let episodeID, !character.episodeIDs.contains(episodeID) { return false }
        if let locationID, character.locationID != locationID { return false }
        if let originID, character.originID != originID { return false }
        return filters.matches(character, or: alternatives)
    }

    /// The range of a listing of `count` matches this query's page covers (empty past the end).
    public func range(in count: Int) -> Range<Int> {
        guard let pageSize else { return 0..<count }
        let (start, overflow) = (page - 1).multipliedReportingOverflow(by: pageSize)
        guard !overflow, start < count else { return count..<count }
        return start..<(start + min(pageSize, count - start))
    }
}
