import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

/// The episodes, locations and linked pages composed as `rmfeed serve` composes them (`FeedApp`
/// over SQLite, the stand-in API on loopback): online, offline from the cache, and the API's
/// links where they disagree.
@Suite struct BrowseRouteTests {
    static let data = StubDataSet.all(baseURL: "http://stub.invalid/api")

    static func ids(_ urls: [String]) -> [Int] {
        urls.compactMap { $0.split(separator: "/").last.flatMap { Int($0) } }
    }

    /// The `data-character-id`s of the cards on a page, in order.
    static func cardIDs(_ html: String) -> [Int] {
        html.components(separatedBy: #"<article class="card" data-character-id=""#).dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
    }

    @Test func episodes_online_showTheFirstPageFromRemote() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/episodes")

            #expect(response.status == .ok)
            #expect(response.count(#"data-source="remote""#) == 1)
            #expect(response.count("<li class=\"entry\" data-episode-id=") == 20)
            #expect(response.text.contains(#"href="/episodes?page=2" rel="next""#))
        }
    }

    @Test func episodesAndLocations_offline_comeFromTheCacheMarkedWithTheirAge() async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/episodes?page=2")
            _ = try await client.page("/locations")
            await harness.goOffline()
            harness.clock.advance(by: 2 * .day)

            let episodes = try await client.page("/episodes?page=2")
            let locations = try await client.page("/locations")

            #expect(episodes.count(#"data-source="cache""#) == 1)
            #expect(episodes.count("data-episode-id=") == 20)
            #expect(episodes.text.contains("Offline — showing episodes saved 2 days ago"))
            #expect(locations.count("data-location-id=") == 20)
            #expect(locations.text.contains("Offline — showing locations saved 2 days ago"))
        }
    }

    @Test func locations_offlineWithNothingCached_showTheAlertWithRetry() async throws {
        try await WebTestHarness.with { harness, client in
            await harness.goOffline()

            let response = try await client.page("/locations?type=planet")

            #expect(response.text.contains(#"role="alert""#))
            #expect(response.text.contains("Couldn&#39;t connect to server"))
            #expect(response.text.contains(#"href="/locations?type=planet" data-retry"#))
        }
    }

    @Test func episode_showsItsWholeCastAsCards() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/episodes/1")

            let expected = Self.ids(try #require(Self.data.episodes.first { $0.id == 1 }).characters)
            #expect(response.status == .ok)
            #expect(response.text.contains(#"data-episode-id="1" data-source="remote""#))
            #expect(Set(Self.cardIDs(response.text)) == Set(expected))
            #expect(!response.text.contains("data-missing-links"))
        }
    }

    @Test func episode_viewedOnce_worksOfflineWithItsCastMarkedOffline() async throws {
        try await WebTestHarness.with { harness, client in
            let online = try await client.page("/episodes/2")
            await harness.goOffline()
            harness.clock.advance(by: 3_600)

            let offline = try await client.page("/episodes/2")

            #expect(offline.status == .ok)
            #expect(offline.text.contains(#"data-episode-id="2" data-source="cache""#))
            #expect(offline.text.contains("Offline — showing episodes saved 1 hour ago"))
            #expect(Self.cardIDs(offline.text) == Self.cardIDs(online.text))
        }
    }

    @Test func location_showsEveryResidentOfTheBusiestLocation() async throws {
        try await WebTestHarness.with { _, client in
            let busiest = try #require(Self.data.locations.max { $0.residents.count < $1.residents.count })

            let response = try await client.page("/locations/\(busiest.id)")

            #expect(Set(Self.cardIDs(response.text)) == Set(Self.ids(busiest.residents)))
        }
    }

    @Test func character_listsItsEpisodesAndLinksItsOriginAndLocation() async throws {
        try await WebTestHarness.with { _, client in
            let rick = try #require(Self.data.characters.first { $0.id == 1 })

            let response = try await client.page("/characters/1")

            #expect(response.count(#"<li class="entry" data-episode-id="#) == rick.episode.count)
            let origin = try #require(Self.ids([rick.origin.url]).first)
            #expect(response.text.contains(#"<dt>Origin</dt><dd><a href="/locations/\#(origin)" data-location-id="\#(origin)">"#))
            #expect(response.text.contains(#"<dt>Last known location</dt><dd><a href="/locations/"#))
        }
    }

    /// The stand-in's casts list a few characters whose own episode lists lack the episode, as the
    /// real data does: each page shows what its side says, and neither breaks.
    @Test func linksThatDisagree_eachPageShowsItsOwnSide() async throws {
        try await WebTestHarness.with { _, client in
            let disagreeing = try #require(Self.data.episodes.lazy.compactMap { episode in
                Self.ids(episode.characters).first { id in
                    Self.data.characters.first { $0.id == id }.map { !Self.ids($0.episode).contains(episode.id) } ?? false
                }.map { (episode: episode.id, character: $0) }
            }.first)

            let episode = try await client.page("/episodes/\(disagreeing.episode)")
            let character = try await client.page("/characters/\(disagreeing.character)")

            #expect(Self.cardIDs(episode.text).contains(disagreeing.character))
            #expect(character.status == .ok)
            #expect(!character.text.contains(#"data-episode-id="\#(disagreeing.episode)""#))
        }
    }

    @Test func unknownEpisodeAndLocation_areThe404Page() async throws {
        try await WebTestHarness.with { _, client in
            let episode = try await client.page("/episodes/9999")
            let location = try await client.page("/locations/9999")

            #expect(episode.status == .notFound)
            #expect(episode.text.contains("Episode not found"))
            #expect(location.status == .notFound)
            #expect(location.text.contains("Location not found"))
        }
    }
}
