/// Answers a filtered query from cached items the way the API pages its answers: matches sorted
/// by id, 20 per page, and the empty page when the page holds nothing.
public enum OfflineSearch {
    public static let pageSize = 20

    static func page<Filters: OfflineFilters>(
        _ query: ResourceQuery<Filters>, in items: [Filters.Item]
    ) -> ResourcePage<Filters.Item> {
        let matching = uniqueSortedByID(items).filter { query.filters.matches($0, or: query.alternatives) }
        return page(query.page, of: Array(matching[range(ofPage: query.page, in: matching.count)]), totalCount: matching.count)
    }

    /// Page `number` as the API answers it, given that page's matches and how many match in all.
    static func page<Item>(_ number: Int, of items: [Item], totalCount: Int) -> ResourcePage<Item> {
        let totalPages = (totalCount + pageSize - 1) / pageSize
        guard number <= totalPages else { return .empty }
        return ResourcePage(items: items, nextPage: number < totalPages ? number + 1 : nil, totalPages: totalPages, totalCount: totalCount)
    }

    /// Where page `number` falls among `count` matches; empty past the end.
    public static func range(ofPage number: Int, in count: Int) -> Range<Int> {
        let (start, overflow) = (number - 1).multipliedReportingOverflow(by: pageSize)
        guard !overflow, start < count else { return count..<count }
        return start..<(start + min(pageSize, count - start))
    }

    /// Pages saved at different times can overlap (the feed shifted in between); the first copy wins.
    private static func uniqueSortedByID<Item: Identifiable>(_ items: [Item]) -> [Item] where Item.ID == Int {
        var seen = Set<Int>()
        return items.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
    }
}
