import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyFeed
import Testing

/// `GET /episodes` and `GET /episodes/{id}` on in-memory features: every state of the list, and
/// an episode's page with its cast as the feed's cards.
@Suite struct EpisodesPageTests {
    typealias H = InProcessWebHarness

    static func page(_ episodes: [FeedEpisode], source: FeedSource = .remote, nextPage: Int? = nil) -> LoadedResourcePage<FeedEpisode> {
        LoadedResourcePage(page: EpisodesPage(items: episodes, nextPage: nextPage, totalPages: 3), source: source)
    }

    @Test func list_showsEachEpisodeWithItsHookCodeAndLink() async throws {
        try await H.with { harness, client in
            harness.update { $0.episodes = .success(Self.page([H.episode(id: 1, name: "Pilot"), H.episode(id: 2, name: "Lawnmower Dog", code: "S01E02")], nextPage: 2)) }

            let response = try await client.page("/episodes")

            #expect(response.status == .ok)
            #expect(response.count(#"data-source="remote""#) == 1)
            #expect(response.count("data-episode-id=") == 2)
            #expect(response.text.contains(#"<a class="entry-link" href="/episodes/2"><span class="entry-code">S01E02</span> <span class="entry-name">Lawnmower Dog</span></a>"#))
            #expect(response.text.contains("December 2, 2013 · 2 characters"))
            #expect(response.text.contains(#"href="/episodes?page=2" rel="next" data-load-more"#))
            #expect(response.text.contains(#"<a class="nav-link" href="/episodes" aria-current="page">Episodes</a>"#))
            #expect(response.text.contains(#"<a class="nav-link" href="/">Characters</a>"#))
            #expect(response.text.contains("<title>Episodes · Rick and Morty Feed</title>"))
        }
    }

    @Test func list_passesThePageAndTheEpisodeFiltersAndKeepsThemInLinks() async throws {
        try await H.with { harness, client in
            harness.update { $0.episodes = .success(Self.page([H.episode(id: 21, name: "Pickle")], nextPage: 3)) }

            let response = try await client.page("/episodes?page=2&name=pick+le&episode=S03&status=dead")

            #expect(harness.episodeQueries == [EpisodesQuery(page: 2, filters: EpisodeFilters(name: "pick le", episode: "S03"))])
            #expect(response.text.contains(#"href="/episodes?page=3&amp;name=pick%20le&amp;episode=S03" rel="next""#))
            #expect(response.text.contains(#"href="/episodes?name=pick%20le&amp;episode=S03" rel="prev""#))
            #expect(response.text.contains(#"<form class="filters" method="get" action="/episodes""#))
            #expect(response.text.contains(#"name="episode" type="text" value="S03""#))
            #expect(response.text.contains(#"<a class="button secondary" href="/episodes">Clear filters</a>"#))
            #expect(!response.text.contains(#"name="status""#), "the characters' filters are not the episodes'")
        }
    }

    @Test func list_noMatch_saysNoEpisodesFound() async throws {
        try await H.with { harness, client in
            harness.update { $0.episodes = .success(Self.page([])) }

            let response = try await client.page("/episodes?name=nothing")

            #expect(response.text.contains(#"<p class="empty" role="status">No episodes found</p>"#))
            #expect(response.count("data-episode-id=") == 0)
            #expect(!response.text.contains("data-pager"))
        }
    }

    @Test func list_lastPage_saysEveryEpisodeWasSeen() async throws {
        try await H.with { harness, client in
            harness.update { $0.episodes = .success(Self.page([H.episode(id: 51, name: "Rickmurai Jack")])) }

            let response = try await client.page("/episodes?page=3")

            #expect(response.text.contains("You have seen every episode"))
            #expect(!response.text.contains("data-load-more"))
        }
    }

    @Test func list_cacheStandingInForRemote_isMarkedOfflineWithItsAge() async throws {
        try await H.with { harness, client in
            let savedAt = H.now.addingTimeInterval(-2 * 86_400)
            harness.update { $0.episodes = .success(Self.page([H.episode(id: 1, name: "Pilot")], source: .cache(savedAt: savedAt, remoteError: .connectivity))) }

            let response = try await client.page("/episodes")

            #expect(response.count(#"data-source="cache""#) == 1)
            #expect(response.text.contains(#"<p class="feed-status offline" data-feed-status>Offline — showing episodes saved 2 days ago</p>"#))
        }
    }

    @Test func list_savingFailed_saysSo() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.episodes = .success(LoadedResourcePage(page: EpisodesPage(items: [H.episode(id: 1, name: "Pilot")], nextPage: nil, totalPages: 1), source: .remote, saveFailed: true))
            }

            let response = try await client.page("/episodes")

            #expect(response.text.contains("Couldn&#39;t save the episodes on this device"))
        }
    }

    @Test func list_failedLoad_showsTheAlertWithRetryOfTheSameQuery() async throws {
        try await H.with { harness, client in
            harness.update { $0.episodes = .failure(.invalidData) }

            let response = try await client.page("/episodes?page=2&episode=S02")

            #expect(response.status == .ok)
            #expect(response.text.contains(#"<div class="alert" role="alert">"#))
            #expect(response.text.contains("Invalid data received from server"))
            #expect(response.text.contains(#"href="/episodes?page=2&amp;episode=S02" data-retry"#))
            #expect(response.text.contains(#"<h1 id="page-title" class="page-title">Episodes</h1>"#))
            #expect(!response.text.contains("data-source="))
        }
    }

    @Test func list_inSpanish_speaksSpanish() async throws {
        try await H.with { harness, client in
            harness.update { $0.episodes = .success(Self.page([H.episode(id: 1, name: "Pilot")])) }

            let response = try await client.page("/episodes", language: "es")

            #expect(response.text.contains(#"<html lang="es">"#))
            #expect(response.text.contains(#"<h1 id="page-title" class="page-title">Episodios</h1>"#))
            #expect(response.text.contains("2 de diciembre de 2013 · 2 personajes"))
            #expect(response.text.contains("Has visto todos los episodios"))
        }
    }

    @Test func list_escapesEverythingFromTheNetwork() async throws {
        try await H.with { harness, client in
            let hostile = #"<script>alert("x")</script>"#
            harness.update { $0.episodes = .success(Self.page([FeedEpisode(id: 1, name: hostile, airDate: "<b>soon</b>", code: "\"><i>", characterIDs: [])])) }

            let response = try await client.page("/episodes")

            #expect(!response.text.contains("<script>alert"))
            #expect(!response.text.contains("<b>soon</b>"))
            #expect(!response.text.contains("\"><i>"))
            #expect(response.text.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
        }
    }
}
