import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyFeed
import Testing

/// `GET /episodes/{id}`: the episode, its cast as the feed's cards, and every state of the page.
@Suite struct EpisodePageTests {
    typealias H = InProcessWebHarness

    @Test func detail_showsTheEpisodeAndItsCastAsTheFeedsCards() async throws {
        try await H.with { harness, client in
            let cast = [H.character(id: 1, name: "Rick Sanchez"), H.character(id: 2, name: "Morty Smith")]
            harness.update { $0.episodeDetails[1] = EpisodeDetail(episode: H.episode(id: 1, name: "Pilot"), cast: cast, source: .remote) }

            let response = try await client.page("/episodes/1")

            #expect(response.status == .ok)
            #expect(response.text.contains(#"<main id="content" class="page detail" data-episode-id="1" data-source="remote">"#))
            #expect(response.text.contains(#"<h1 class="detail-name">Pilot</h1>"#))
            #expect(response.text.contains("<dt>Episode</dt><dd>Season 1, episode 1</dd>"))
            #expect(response.text.contains("<dt>Air date</dt><dd>December 2, 2013</dd>"))
            #expect(response.count("data-character-id=") == 2)
            #expect(response.text.contains(#"<article class="card" data-character-id="2">"#))
            #expect(response.text.contains(#"<img class="card-image" src="/characters/2/image" alt="""#))
            #expect(response.text.contains(#"<a class="nav-link" href="/episodes" aria-current="true">Episodes</a>"#))
            #expect(response.text.contains(#"<a class="back" href="/episodes">← Back to episodes</a>"#))
            #expect(!response.text.contains("data-missing-links"))
        }
    }

    @Test func detail_castWithLinksToCharactersThatDoNotExist_showsTheOthersAndCountsTheMissing() async throws {
        try await H.with { harness, client in
            let episode = H.episode(id: 3, name: "Anatomy Park", characterIDs: [1, 9_999, 8_888, 1])
            harness.update { $0.episodeDetails[3] = EpisodeDetail(episode: episode, cast: [H.character(id: 1, name: "Rick Sanchez")], source: .remote) }

            let response = try await client.page("/episodes/3")

            #expect(response.count("data-character-id=") == 1)
            #expect(response.text.contains(#"<p class="notice" role="status" data-missing-links>2 listed characters could not be found</p>"#))
        }
    }

    @Test func detail_episodeWithNoCharacters_saysSo() async throws {
        try await H.with { harness, client in
            harness.update { $0.episodeDetails[4] = EpisodeDetail(episode: H.episode(id: 4, name: "Empty", characterIDs: []), cast: [], source: .remote) }

            let response = try await client.page("/episodes/4")

            #expect(response.status == .ok)
            #expect(response.text.contains("No characters are listed for this episode"))
            #expect(response.text.contains("0 characters"))
            #expect(response.count("data-character-id=") == 0)
        }
    }

    @Test func detail_fromTheCacheWhileOffline_isMarkedOfflineWithItsAge() async throws {
        try await H.with { harness, client in
            let savedAt = H.now.addingTimeInterval(-5 * 3_600)
            harness.update { $0.episodeDetails[1] = EpisodeDetail(episode: H.episode(id: 1, name: "Pilot"), cast: [], source: .cache(savedAt: savedAt, remoteError: .connectivity)) }

            let response = try await client.page("/episodes/1")

            #expect(response.text.contains(#"data-episode-id="1" data-source="cache""#))
            #expect(response.text.contains("Offline — showing episodes saved 5 hours ago"))
        }
    }

    @Test func detail_unknownEpisode_isThe404PageWithAWayBackToTheEpisodes() async throws {
        try await H.with { _, client in
            let response = try await client.page("/episodes/77")

            #expect(response.status == .notFound)
            #expect(response.text.contains("Episode not found"))
            #expect(response.text.contains(#"href="/episodes">← Back to episodes"#))
        }
    }

    @Test func detail_lookupFailure_showsTheAlertWithRetry() async throws {
        try await H.with { harness, client in
            harness.update { $0.detailError = .connectivity }

            let response = try await client.page("/episodes/5")

            #expect(response.text.contains(#"role="alert""#))
            #expect(response.text.contains("Couldn&#39;t connect to server"))
            #expect(response.text.contains(#"href="/episodes/5" data-retry"#))
        }
    }

    @Test(arguments: ["/episodes/0", "/episodes/abc", "/episodes/-1", "/episodes/1e3", "/episodes/99999999999999999999", "/episodes/1/extra", "/episodes/%2e%2e"])
    func detail_malformedID_is404(path: String) async throws {
        try await H.with { harness, client in
            harness.update { $0.episodeDetails[1] = EpisodeDetail(episode: H.episode(id: 1, name: "Pilot"), cast: [], source: .remote) }

            let response = try await client.page(path)

            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        }
    }

    @Test func detail_idWithLeadingZeros_redirectsPermanentlyToItsOneAddress() async throws {
        try await H.with { _, client in
            let response = try await client.page("/episodes/007")

            #expect(response.status == .movedPermanently)
            #expect(response.headers[.location] == "/episodes/7")
        }
    }

    @Test func detail_escapesEverythingFromTheNetwork() async throws {
        try await H.with { harness, client in
            let hostile = #"<img src=x onerror=alert(1)>"#
            let episode = FeedEpisode(id: 1, name: hostile, airDate: hostile, code: hostile, characterIDs: [1])
            harness.update { $0.episodeDetails[1] = EpisodeDetail(episode: episode, cast: [H.character(id: 1, name: hostile)], source: .remote) }

            let response = try await client.page("/episodes/1")

            #expect(!response.text.contains("<img src=x"))
            #expect(response.text.contains("&lt;img src=x onerror=alert(1)&gt;"))
        }
    }
}
