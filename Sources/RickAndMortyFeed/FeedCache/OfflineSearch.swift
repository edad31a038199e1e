/// Answers a filtered query from cached items the way the API pages its answers: matches sorted
/// by id, 20 per page, and the empty page when the page holds nothing.
enum OfflineSearch {
    static let pageSize = 20

    static func page<Filters: OfflineFilters>(
        _ query: ResourceQuery<Filters>, in items: [Filters.Item]
    ) -> ResourcePage<Filters.Item> {
        let matching = uniqueSortedByID(items).filter(query.filters.matches)
        let totalPages = (matching.count + pageSize - 1) / pageSize
        guard query.page <= totalPages else { return .empty }

        let start = (query.page - 1) * pageSize
        let end = min(start + pageSize, matching.count)
        return ResourcePage(
            items: Array(matching[start..<end]),
            nextPage: query.page < totalPages ? query.page + 1 : nil,
            totalPages: totalPages,
            totalCount: matching.count
        )
    }

    /// Pages saved at different times can overlap (the feed shifted in between); the first copy wins.
    private static func uniqueSortedByID<Item: Identifiable>(_ items: [Item]) -> [Item] where Item.ID == Int {
        var seen = Set<Int>()
        return items.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
    }
}
