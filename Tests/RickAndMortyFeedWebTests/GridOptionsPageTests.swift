import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyFeed
import Testing

/// The characters' grid's order, page size and origin (`/?sort=&size=&origin=`): asked of the
/// cache's whole listing, kept by every link and by the form, ignored when unknown, and an
/// alert that says to sync when the cache cannot answer.
@Suite struct GridOptionsPageTests {
    @Test func sortAndSize_areAnsweredByTheListing_andThePagerKeepsThem() async throws {
        try await InProcessWebHarness.with { harness, client in
            let characters = (41...80).map { InProcessWebHarness.character(id: $0, name: "Rick \($0)") }
            harness.update { $0.listing = InProcessWebHarness.page(characters, source: .cache(savedAt: InProcessWebHarness.now, remoteError: nil), nextPage: 3) }

            let response = try await client.page("/?page=2&name=rick&sort=name&size=40")

            #expect(response.status == .ok)
            #expect(harness.listingQueries == [CharacterListingQuery(filters: CharacterFilters(name: "rick"), order: .name, page: 2, pageSize: 40)])
            #expect(harness.pageQueries.isEmpty)
            #expect(response.count("data-character-id=") == 40)
            #expect(response.text.contains(#"href="/?page=3&amp;name=rick&amp;sort=name&amp;size=40" rel="next" data-load-more"#))
            #expect(response.text.contains(#"href="/?name=rick&amp;sort=name&amp;size=40" rel="prev""#))
        }
    }

    @Test func origin_isAnsweredByTheListing_andKeptInTheFormAndLinks() async throws {
        try await InProcessWebHarness.with { harness, client in
            let characters = [InProcessWebHarness.character(id: 1, name: "Rick Sanchez")]
            harness.update { $0.listing = InProcessWebHarness.page(characters, source: .cache(savedAt: InProcessWebHarness.now, remoteError: nil), nextPage: 2) }

            let response = try await client.page("/?origin=1&sort=episodes&size=60")

            #expect(harness.listingQueries == [CharacterListingQuery(originID: 1, order: .episodes, pageSize: 60)])
            #expect(response.text.contains(#"<input type="hidden" name="origin" value="1">"#))
            #expect(response.text.contains(#"<option value="episodes" selected>"#))
            #expect(response.text.contains(#"<option value="60" selected>60</option>"#))
            #expect(response.text.contains(#"href="/?page=2&amp;origin=1&amp;sort=episodes&amp;size=60" rel="next""#))
        }
    }

    @Test(arguments: ["/?sort=bogus", "/?size=33", "/?size=20&sort=id", "/?origin=abc", "/?origin=-4", "/?size=%00"])
    func unknownOrderSizeOrOrigin_isIgnored_theAPIsGridIsShown(path: String) async throws {
        try await InProcessWebHarness.with { harness, client in
            harness.update { $0.page = .success(InProcessWebHarness.page([InProcessWebHarness.character(id: 7, name: "Squanchy")], source: .remote)) }

            let response = try await client.page(path)

            #expect(response.status == .ok)
            #expect(harness.listingQueries.isEmpty)
            #expect(harness.pageQueries == [CharactersQuery()])
            #expect(response.text.contains(#"<option value="id" selected>"#))
            #expect(response.text.contains(#"<option value="20" selected>20</option>"#))
        }
    }

    @Test func listing_withoutTheWholeFeedCached_saysToSyncWithRetry() async throws {
        try await InProcessWebHarness.with { harness, client in
            let response = try await client.page("/?sort=name")

            #expect(response.status == .ok)
            #expect(response.text.contains(#"role="alert""#))
            #expect(response.text.contains("Run rmfeed sync first."))
            #expect(response.text.contains(#"href="/?sort=name" data-retry"#))
            #expect(response.count("data-character-id=") == 0)
        }
    }

    @Test func spanishPage_offersTheOrdersAndSizesInSpanish() async throws {
        try await InProcessWebHarness.with { harness, client in
            harness.update { $0.page = .success(InProcessWebHarness.page([InProcessWebHarness.character(id: 7, name: "Squanchy")], source: .remote)) }

            let response = try await client.page("/", headers: [.acceptLanguage: "es"])

            #expect(response.text.contains("Ordenar por"))
            #expect(response.text.contains("Más episodios"))
            #expect(response.text.contains("Por página"))
        }
    }

    @Test func locationPage_linksToTheCharactersFromThere() async throws {
        try await InProcessWebHarness.with { harness, client in
            let location = InProcessWebHarness.location(id: 20, name: "Earth (Replacement Dimension)")
            harness.update { $0.locationDetails[20] = LocationDetail(location: location, residents: [], source: .remote) }

            let response = try await client.page("/locations/20")

            #expect(response.text.contains(#"href="/?origin=20" data-origin-link>Characters from here</a>"#))
        }
    }
}
