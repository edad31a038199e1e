/// Answers a filtered query from cached items the way the API pages its answers: matches sorted
/// by id, 20 per page, and the empty page when the page holds nothing.
enum OfflineSearch {
    static let pageSize = 20

    static func page(_ query: CharactersQuery, in characters: [FeedCharacter]) -> CharactersPage {
        page(query.page, in: characters, matching: query.filters.matches)
    }

    static func page<Item: Identifiable & Hashable & Sendable>(
        _ number: Int, in items: [Item], matching matches: (Item) -> Bool
    ) -> ResourcePage<Item> where Item.ID == Int {
        let matching = uniqueSortedByID(items).filter(matches)
        let totalPages = (matching.count + pageSize - 1) / pageSize
        guard number <= totalPages else { return .empty }

        let start = (number - 1) * pageSize
        let end = min(start + pageSize, matching.count)
        return ResourcePage(
            items: Array(matching[start..<end]),
            nextPage: number < totalPages ? number + 1 : nil,
            totalPages: totalPages
        )
    }

    /// Pages saved at different times can overlap (the feed shifted in between); the first copy wins.
    private static func uniqueSortedByID<Item: Identifiable>(_ items: [Item]) -> [Item] where Item.ID == Int {
        var seen = Set<Int>()
        return items.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
    }
}
