import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyFeed
import Testing

/// `GET /locations` and `GET /locations/{id}` on in-memory features.
@Suite struct LocationPagesTests {
    typealias H = InProcessWebHarness

    static func page(_ locations: [FeedLocation], source: FeedSource = .remote, nextPage: Int? = nil) -> LoadedResourcePage<FeedLocation> {
        LoadedResourcePage(page: LocationsPage(items: locations, nextPage: nextPage, totalPages: 7), source: source)
    }

    @Test func list_showsEachLocationWithItsHookAndFacts() async throws {
        try await H.with { harness, client in
            let unknown = FeedLocation(id: 2, name: "Abadango", type: "", dimension: "unknown", residentIDs: [6])
            harness.update { $0.locations = .success(Self.page([H.location(id: 1, name: "Earth (C-137)"), unknown], nextPage: 2)) }

            let response = try await client.page("/locations")

            #expect(response.count("data-location-id=") == 2)
            #expect(response.count(#"data-source="remote""#) == 1)
            #expect(response.text.contains(#"<a class="entry-link" href="/locations/1"><span class="entry-name">Earth (C-137)</span></a>"#))
            #expect(response.text.contains("Planet · Dimension C-137 · 2 residents"))
            #expect(response.text.contains("Unknown · Unknown · 1 resident"))
            #expect(response.text.contains(#"<a class="nav-link" href="/locations" aria-current="page">Locations</a>"#))
        }
    }

    @Test func list_passesTheLocationFiltersAndOffersThemInTheForm() async throws {
        try await H.with { harness, client in
            harness.update { $0.locations = .success(Self.page([H.location(id: 1, name: "Earth (C-137)")], nextPage: 2)) }

            let response = try await client.page("/locations?name=earth&type=Planet&dimension=C-137&episode=S01")

            #expect(harness.locationQueries == [LocationsQuery(page: 1, filters: LocationFilters(name: "earth", type: "Planet", dimension: "C-137"))])
            for field in [#"name="name" type="search" value="earth""#, #"name="type" type="text" value="Planet""#, #"name="dimension" type="text" value="C-137""#] {
                #expect(response.text.contains(field), "\(field)")
            }
            #expect(response.text.contains(#"href="/locations?page=2&amp;name=earth&amp;type=Planet&amp;dimension=C-137" rel="next""#))
        }
    }

    @Test func list_emptyOfflineAndFailedStates() async throws {
        try await H.with { harness, client in
            harness.update { $0.locations = .success(Self.page([])) }
            let empty = try await client.page("/locations?name=x")
            #expect(empty.text.contains("No locations found"))

            let savedAt = H.now.addingTimeInterval(-60)
            harness.update { $0.locations = .success(Self.page([H.location(id: 1, name: "Earth")], source: .cache(savedAt: savedAt, remoteError: .connectivity))) }
            let offline = try await client.page("/locations")
            #expect(offline.text.contains("Offline — showing locations saved 1 minute ago"))

            harness.update { $0.locations = .failure(.connectivity) }
            let failed = try await client.page("/locations?page=4")
            #expect(failed.text.contains(#"role="alert""#))
            #expect(failed.text.contains(#"href="/locations?page=4" data-retry"#))
        }
    }

    @Test func detail_showsTheLocationAndItsResidentsAsTheFeedsCards() async throws {
        try await H.with { harness, client in
            let residents = [H.character(id: 38, name: "Beth Smith"), H.character(id: 45, name: "Bill")]
            harness.update {
                $0.locationDetails[20] = LocationDetail(location: H.location(id: 20, name: "Earth (Replacement Dimension)", residentIDs: [38, 45]), residents: residents, source: .remote)
            }

            let response = try await client.page("/locations/20")

            #expect(response.text.contains(#"<main id="content" class="page detail" data-location-id="20" data-source="remote">"#))
            #expect(response.text.contains("<dt>Type</dt><dd>Planet</dd>"))
            #expect(response.text.contains("<dt>Dimension</dt><dd>Dimension C-137</dd>"))
            #expect(response.text.contains(#"Residents <span class="section-count">2 residents</span>"#))
            #expect(response.count(#"<article class="card" data-character-id="#) == 2)
            #expect(response.text.contains(#"<a class="back" href="/locations">← Back to locations</a>"#))
        }
    }

    @Test func detail_withThousandsOfResidents_showsEveryOneAsACard() async throws {
        try await H.with { harness, client in
            let ids = Array(1...3_000)
            let residents = ids.map { H.character(id: $0, name: "Resident \($0)") }
            harness.update { $0.locationDetails[3] = LocationDetail(location: H.location(id: 3, name: "Citadel of Ricks", residentIDs: ids), residents: residents, source: .remote) }

            let response = try await client.page("/locations/3")

            #expect(response.status == .ok)
            #expect(response.count(#"<article class="card" data-character-id="#) == 3_000)
            #expect(response.text.contains(#"data-character-id="3000""#))
            #expect(response.text.contains("3,000 residents"))
        }
    }

    @Test func detail_withoutResidents_andWithResidentsThatDoNotExist() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.locationDetails[5] = LocationDetail(location: H.location(id: 5, name: "Nowhere", residentIDs: []), residents: [], source: .remote)
                $0.locationDetails[6] = LocationDetail(location: H.location(id: 6, name: "Somewhere", residentIDs: [1, 4_040]), residents: [H.character(id: 1, name: "Rick")], source: .remote)
            }

            let empty = try await client.page("/locations/5")
            let partial = try await client.page("/locations/6")

            #expect(empty.text.contains("No residents are listed for this location"))
            #expect(partial.count(#"<article class="card" data-character-id="#) == 1)
            #expect(partial.text.contains("1 listed character could not be found"))
        }
    }

    @Test func detail_unknownMalformedAndZeroPaddedIDs() async throws {
        try await H.with { _, client in
            let unknown = try await client.page("/locations/999")
            #expect(unknown.status == .notFound)
            #expect(unknown.text.contains("Location not found"))
            let malformed = try await client.page("/locations/x1")
            #expect(malformed.status == .notFound)
            let padded = try await client.page("/locations/0020")
            #expect(padded.status == .movedPermanently)
            #expect(padded.headers[.location] == "/locations/20")
        }
    }

    @Test func detail_inBrazilianPortuguese() async throws {
        try await H.with { harness, client in
            harness.update { $0.locationDetails[1] = LocationDetail(location: H.location(id: 1, name: "Earth", residentIDs: [1]), residents: [], source: .remote) }

            let response = try await client.page("/locations/1", language: "pt-BR")

            #expect(response.text.contains(#"<html lang="pt-BR">"#))
            #expect(response.text.contains("<dt>Dimensão</dt>"))
            #expect(response.text.contains("Voltar aos lugares"))
            #expect(response.text.contains("1 personagem listado não foi encontrado"))
        }
    }
}
