/// Answers a filtered query from the cached characters the way the API pages its answers:
/// matches sorted by id, 20 per page, and the empty page when the page holds nothing.
enum OfflineSearch {
    static let pageSize = 20

    static func page(_ query: CharactersQuery, in characters: [FeedCharacter]) -> CharactersPage {
        let matches = uniqueSortedByID(characters).filter(query.filters.matches)
        let totalPages = (matches.count + pageSize - 1) / pageSize
        guard query.page <= totalPages else { return .empty }

        let start = (query.page - 1) * pageSize
        let end = min(start + pageSize, matches.count)
        return CharactersPage(
            characters: Array(matches[start..<end]),
            nextPage: query.page < totalPages ? query.page + 1 : nil,
            totalPages: totalPages
        )
    }

    /// Pages saved at different times can overlap (the feed shifted in between); the first copy wins.
    private static func uniqueSortedByID(_ characters: [FeedCharacter]) -> [FeedCharacter] {
        var seen = Set<Int>()
        return characters.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
    }
}
