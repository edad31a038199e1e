import Foundation

extension InMemoryFeedStore: CharacterListingStore {
    public func characterListing(_ query: CharacterListingQuery, saved: ClosedRange<Date>) async -> CharacterListing? {
        let valid = await characters.retrieve().filter { saved.contains($0.savedAt) }
        guard WholeFeed.isWhole(valid.map { ($0.number, $0.totalPages) }),
              let oldest = valid.map(\.savedAt).min() else { return nil }
        var seen = Set<Int>()
        let matching = valid.flatMap(\.characters)
            .filter { seen.insert($0.id).inserted && query.matches($0.model) }
        let sorted = query.order.sorted(matching, key: \.orderKey)
        return CharacterListing(characters: Array(sorted[query.range(in: sorted.count)]), totalCount: matching.count, savedAt: oldest)
    }
}
