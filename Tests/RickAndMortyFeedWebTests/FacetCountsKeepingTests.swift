import Foundation
import HTTPTypes
import RickAndMortyFeed
import Testing

/// A list's facet counts on in-memory features: counted once for every page of the same filters
/// while the cache stays as it was, and counted again once it changes.
@Suite struct FacetCountsKeepingTests {
    typealias H = InProcessWebHarness

    static func counts(alive: Int) -> ResourceFacets {
        ResourceFacets(facets: [.init(name: "status", counts: ["Alive": alive, "Dead": 1])], isWhole: true)
    }

    @Test func facetCounts_areKeptAcrossPagesOfAList_andCountedAgainWhenTheCacheChanges() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.page = .success(H.page([H.character(id: 1, name: "Rick")], source: .remote, nextPage: 2))
                $0.facets = Self.counts(alive: 3)
            }

            let first = try await client.page("/?status=alive")
            let second = try await client.page("/?page=2&status=alive", headers: [.acceptLanguage: "es"])
            harness.update {
                $0.generation += 1
                $0.facets = Self.counts(alive: 5)
            }
            let changed = try await client.page("/?status=alive")

            #expect(harness.facetQueries.count == 2)
            #expect(first.text.contains(#"Alive <span class="facet-count">3</span>"#))
            #expect(second.text.contains(#"Alive <span class="facet-count">3</span>"#))
            #expect(changed.text.contains(#"Alive <span class="facet-count">5</span>"#))
        }
    }
}
