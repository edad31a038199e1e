import Foundation
import RickAndMortyFeed

/// Values for cache tests: distinct characters, pages and URLs, so a mix-up shows in a diff.
public enum FeedCacheTestData {
    public static func character(id: Int, name: String? = nil, status: String = "Alive", species: String = "Human",
                                 type: String = "", gender: String = "Male") -> FeedCharacter {
        FeedCharacter(
            id: id, name: name ?? "Character \(id)", status: status, species: species, type: type, gender: gender,
            origin: "Earth (C-137)", location: "Citadel of Ricks",
            image: URL(string: "https://example.com/avatar/\(id).jpeg"), episodeCount: id % 51
        )
    }

    public static func localCharacter(id: Int, name: String? = nil) -> LocalFeedCharacter {
        LocalFeedCharacter(
            id: id, name: name ?? "Character \(id)", status: "Alive", species: "Human", type: "", gender: "Male",
            origin: "Earth (C-137)", location: id.isMultiple(of: 2) ? "unknown" : "Citadel of Ricks",
            image: id.isMultiple(of: 5) ? nil : URL(string: "https://example.com/avatar/\(id).jpeg"),
            episodeCount: id % 51,
            // Links, one of them to an episode that does not exist, and an unknown origin on even ids.
            episodeIDs: [1, id % 51 + 1, 9_999], originID: id.isMultiple(of: 2) ? nil : 1, locationID: 3
        )
    }

    /// A fixed instant with a fractional part, so a store that rounds timestamps shows in a diff.
    public static let savedAt = Date(timeIntervalSinceReferenceDate: 812_345_678.123_456)

    /// `savedAt`, `days` days earlier: pages of different ages.
    public static func timestamp(daysAgo days: Int) -> Date {
        savedAt.addingTimeInterval(-Double(days) * 86_400)
    }

    /// Page `number` of a 42-page feed, with 20 characters numbered as the API numbers them.
    public static func localPage(
        number: Int, totalPages: Int = 42, nameSuffix: String = "", savedAt: Date = FeedCacheTestData.savedAt
    ) -> LocalCharactersPage {
        let ids = ((number - 1) * 20 + 1)...(number * 20)
        return LocalCharactersPage(
            number: number,
            characters: ids.map { localCharacter(id: $0, name: "Character \($0)\(nameSuffix)") },
            nextPage: number < totalPages ? number + 1 : nil,
            totalPages: totalPages,
            savedAt: savedAt
        )
    }

    public static func imageURL(_ index: Int = 1) -> URL {
        URL(string: "https://example.com/avatar/\(index).jpeg") ?? URL(fileURLWithPath: "/avatar/\(index).jpeg")
    }

    public static func bytes(_ count: Int, fill: UInt8 = 0xAB) -> Data {
        Data(repeating: fill, count: count)
    }
}
