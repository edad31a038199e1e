import Foundation
import HummingbirdTesting
import RickAndMortyApp
import RickAndMortyStubAPI
import Testing

/// The lists' facets composed as `rmfeed serve` composes them (`FeedApp` over SQLite, the
/// stand-in synced, then offline): each count checked against one counted here from the
/// stand-in's own data, the lists' filters of several values, and the links that add or remove one.
@Suite struct FacetPageTests {
    static let data = StubDataSet.all(baseURL: "http://stub.invalid/api")

    /// Each facet's shown values and counts, by field, read from the page's links.
    static func facets(_ html: String) -> [String: [String: Int]] {
        var facets: [String: [String: Int]] = [:]
        for section in html.components(separatedBy: #"<section class="facet" aria-labelledby="facet-"#).dropFirst() {
            let name = String(section.prefix { $0 != "\"" })
            let body = section.components(separatedBy: "</section>")[0]
            for link in body.components(separatedBy: #"<a class="facet-link" href=""#).dropFirst() {
                let label = link.components(separatedBy: ">").dropFirst().first?.components(separatedBy: " <span").first ?? ""
                let count = link.components(separatedBy: #"<span class="facet-count">"#).dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }
                facets[name, default: [:]][unescaped(label)] = count
            }
        }
        return facets
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// How many of `items` have each value, the most common `shown` of them, ties by value, as a
    /// fan would count them by hand.
    static func counted<T>(_ items: [T], by value: (T) -> String, shown: Int = 12) -> [String: Int] {
        let all = Dictionary(items.map { (value($0), 1) }, uniquingKeysWith: +).filter { !$0.key.isEmpty }
        let top = all.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(shown)
        return Dictionary(uniqueKeysWithValues: top.map { ($0.key, $0.value) })
    }

    static func syncedOffline(_ body: @Sendable (WebTestHarness, any TestClientProtocol) async throws -> Void) async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await harness.feedApp.syncAll(images: false) { _ in }
            await harness.goOffline()
            try await body(harness, client)
        }
    }

    @Test func characterFacets_countTheStandInsData_forSeveralValuesAndFiltersCombined() async throws {
        try await Self.syncedOffline { _, client in
            let response = try await client.page("/?status=alive&status=unknown&gender=female")

            let characters = Self.data.characters
            let chosenStatus = { (c: StubCharacter) in ["alive", "unknown"].contains(c.status.lowercased()) }
            let female = { (c: StubCharacter) in c.gender.lowercased() == "female" }
            let facets = Self.facets(response.text)
            // A field's counts leave its own values out, so each says what choosing it would add.
            #expect(facets["status"] == Self.counted(characters.filter(female), by: \.status))
            #expect(facets["gender"] == Self.counted(characters.filter(chosenStatus), by: \.gender))
            #expect(facets["species"] == Self.counted(characters.filter { chosenStatus($0) && female($0) }, by: \.species))
            #expect(facets["type"] == Self.counted(characters.filter { chosenStatus($0) && female($0) }, by: \.type))
            #expect(!response.text.contains("data-facets-note"), "the cache holds the whole show")
        }
    }

    @Test func episodeAndLocationFacets_countTheStandInsSeasonsTypesAndDimensions() async throws {
        try await Self.syncedOffline { _, client in
            let episodes = try await client.page("/episodes?episode=S01&episode=S03")
            let firstDimension = try #require(Self.data.locations.first?.dimension)
            let locations = try await client.page("/locations?dimension=\(firstDimension.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")

            #expect(Self.facets(episodes.text)["episode"] == Self.counted(Self.data.episodes, by: { String($0.episode.prefix(3)) }))
            let chosen = Self.data.episodes.filter { ["S01", "S03"].contains($0.episode.prefix(3)) }
            #expect(chosen.count > 20 && episodes.count("data-episode-id=") == 20)
            #expect(episodes.text.contains(#"href="/episodes?page=2&amp;episode=S01&amp;episode=S03" rel="next""#))
            let inDimension = Self.data.locations.filter { $0.dimension.range(of: firstDimension, options: .caseInsensitive) != nil }
            #expect(Self.facets(locations.text)["type"] == Self.counted(inDimension, by: \.type))
            #expect(Self.facets(locations.text)["dimension"] == Self.counted(Self.data.locations, by: \.dimension))
        }
    }

    @Test func severalValuesOfAFilter_listEveryCharacterWithAnyOfThem_andTheLinksAddOrRemoveOne() async throws {
        try await Self.syncedOffline { _, client in
            let response = try await client.page("/?status=alive&status=unknown&gender=female")

            let expected = Self.data.characters.filter {
                ["alive", "unknown"].contains($0.status.lowercased()) && $0.gender.lowercased() == "female"
            }.map(\.id).sorted()
            #expect(response.count(#"data-source="cache""#) == 1)
            #expect(BrowseRouteTests.cardIDs(response.text) == Array(expected.prefix(20)))
            #expect(response.text.contains(#"href="/?page=2&amp;status=alive&amp;status=unknown&amp;gender=female" rel="next""#))
            #expect(response.text.contains(#"<a class="facet-link" href="/?status=unknown&amp;gender=female" aria-current="true" data-selected>Alive"#))
            #expect(response.text.contains(#"<a class="facet-link" href="/?status=alive&amp;status=unknown&amp;status=Dead&amp;gender=female">Dead"#))
            #expect(response.text.contains(#"<input type="hidden" name="status" value="unknown">"#), "the form keeps the further value")
        }
    }

    @Test func onlineList_saysItsCountsComeFromTheCache() async throws {
        try await WebTestHarness.with { _, client in
            _ = try await client.page("/")
            let response = try await client.page("/")

            #expect(response.count(#"data-source="remote""#) == 1)
            #expect(response.text.contains("Counted over what the cache holds, not the whole show"))
            #expect(response.text.contains("Counted from the cache; this page is as the API answered it, so the two can differ."))
        }
    }

    @Test func severalValues_withNothingCached_sayToSync() async throws {
        try await WebTestHarness.with { harness, client in
            await harness.goOffline()

            for path in ["/?status=alive&status=dead", "/episodes?episode=S01&episode=S02", "/locations?type=Planet&type=Cluster"] {
                let response = try await client.page(path)
                #expect(response.text.contains(#"role="alert""#), "\(path)")
                #expect(response.text.contains("Run rmfeed sync first."), "\(path)")
                #expect(!response.text.contains("data-facets"), "\(path)")
            }
        }
    }
}
