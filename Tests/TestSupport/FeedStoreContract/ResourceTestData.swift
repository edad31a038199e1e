import Foundation
import RickAndMortyFeed

/// Values for the episodes' and locations' cache tests.
public enum ResourceTestData {
    /// An episode whose cast links to characters, one of which does not exist; episode 3 has no cast.
    public static func localEpisode(id: Int, name: String? = nil) -> LocalEpisode {
        LocalEpisode(
            id: id, name: name ?? "Episode \(id)", airDate: id == 2 ? "TBA" : "December \(id), 2013",
            code: String(format: "S01E%02d", id), characterIDs: id == 3 ? [] : [1, 2, id + 100, 99_999]
        )
    }

    /// A location; location 4 lists thousands of residents.
    public static func localLocation(id: Int, name: String? = nil) -> LocalLocation {
        LocalLocation(
            id: id, name: name ?? "Location \(id)", type: "Planet", dimension: id == 1 ? "" : "Dimension C-137",
            residentIDs: id == 4 ? Array(1...5_000) : [38, 45, id]
        )
    }

    /// Page `number` of a 3-page resource of 20 items numbered as the API numbers them.
    public static func page<Item>(
        number: Int, totalPages: Int = 3, savedAt: Date = FeedCacheTestData.savedAt, item: (Int) -> Item
    ) -> LocalResourcePage<Item> {
        let ids = ((number - 1) * 20 + 1)...(number * 20)
        return LocalResourcePage(
            number: number, items: ids.map(item), nextPage: number < totalPages ? number + 1 : nil,
            totalPages: totalPages, savedAt: savedAt
        )
    }

    public static func episodesPage(number: Int, nameSuffix: String = "", savedAt: Date = FeedCacheTestData.savedAt)
        -> LocalResourcePage<LocalEpisode> {
        page(number: number, savedAt: savedAt) { localEpisode(id: $0, name: "Episode \($0)\(nameSuffix)") }
    }
}
