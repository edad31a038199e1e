/// What a person asks the feed for: a page (1-based) of the characters matching some filters.
public struct CharactersQuery: Hashable, Sendable {
    public var page: Int
    public var filters: CharacterFilters

    /// Pages below 1 are read as page 1, as the API does.
    public init(page: Int = 1, filters: CharacterFilters = CharacterFilters()) {
        self.page = max(1, page)
        self.filters = filters
    }
}
