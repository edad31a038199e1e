/// A location with its residents resolved, for a detail view. Links to characters that do not
/// exist are left out of `residents` (the ids stay in `location`); offline, `residents` holds what
/// the cache has. `source` is where the location itself came from.
public struct LocationDetail: Hashable, Sendable {
    public let location: FeedLocation
    /// In the order of `location.residentIDs`.
    public let residents: [FeedCharacter]
    public let source: FeedSource

    public init(location: FeedLocation, residents: [FeedCharacter], source: FeedSource) {
        self.location = location
        self.residents = residents
        self.source = source
    }
}
