import Foundation

/// An episode as the app shows it.
///
/// `airDate` is the API's free text ("December 2, 2013") and is shown as sent; `airDateValue`
/// reads it when it is a date in that form. `characterIDs` are the ids the episode's cast links
/// to, in the API's order, whether or not such characters exist: the two sides of a link may
/// disagree, and nothing is dropped for it.
public struct FeedEpisode: Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let airDate: String
    /// The season and episode, e.g. "S01E01".
    public let code: String
    public let characterIDs: [Int]
    /// When the API created the episode, as it spells it; `nil` from a cache written before it was kept.
    public let created: String?

    public init(id: Int, name: String, airDate: String, code: String, characterIDs: [Int], created: String? = nil) {
        self.id = id
        self.name = name
        self.airDate = airDate
        self.code = code
        self.characterIDs = characterIDs
        self.created = created
    }

    /// The day the episode aired (midnight UTC), or `nil` when the text is not an English date
    /// like "December 2, 2013".
    public var airDateValue: Date? {
        AirDate.parse(airDate)
    }
}
