/// A location with its residents resolved (characters that do not exist are left out).
public struct LocationDetail: Hashable, Sendable {
    public let location: FeedLocation
    public let residents: [FeedCharacter]
    public let source: FeedSource

    public init(location: FeedLocation, residents: [FeedCharacter], source: FeedSource) {
        self.location = location
        self.residents = residents
        self.source = source
    }
}
