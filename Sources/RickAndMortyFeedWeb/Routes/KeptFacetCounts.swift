import Foundation
import RickAndMortyFeed

/// A list's facet counts by its filters, kept while the cache stays at the generation they were
/// counted at, and no longer than `maxAge` (the 7-day rule expires items without a write), as the
/// search pages are kept (`RenderedSearchPages`): counting groups the whole list once per facet
/// field, and every page of a list, in every language, shows the same counts.
typealias KeptFacetCounts = GenerationStampedCache<String, ResourceFacets>

extension KeptFacetCounts {
    static var defaultCapacity: Int { 512 }
    static var defaultMaxAge: TimeInterval { 10 }

    convenience init() {
        self.init(limits: .entries(Self.defaultCapacity, maxAge: Self.defaultMaxAge))
    }
}

extension WebEnvironment {
    /// The facet counts of `query`'s list, kept (`KeptFacetCounts`) or counted by `count`. A
    /// cache that fails to count leaves the list without them rather than failing it.
    func facetCounts<Filters: PageFilters>(
        _ query: ListPageQuery<Filters>, count: @escaping @Sendable (ResourceQuery<Filters>) async throws -> ResourceFacets?
    ) async -> ResourceFacets? {
        let key = ListPageQuery(filters: query.filters, alternatives: query.alternatives).href(page: 1)
        // Read before counting: a change made meanwhile moves it on, so these counts are not kept as current.
        let generation = await features.cacheGeneration()
        return await keptFacetCounts.value(forKey: key, generation: generation, now: currentDate) {
            (try? await count(query.resourceQuery)).map { .init(value: $0, cost: 1) }
        }
    }
}
