import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyFeed
import Testing

/// `GET /search?q=` on in-memory features: the form, each result with its item's hook and link,
/// and every state, without JavaScript.
@Suite struct SearchPageTests {
    typealias H = InProcessWebHarness

    static func answer(_ results: [SearchResult], cacheIsEmpty: Bool = false, text: String = "rick") -> SearchAnswer {
        SearchAnswer(terms: SearchTerms(text), results: results, cacheIsEmpty: cacheIsEmpty)
    }

    @Test func searchPage_withoutText_showsTheFormAndAHintAndSearchesNothing() async throws {
        try await H.with { harness, client in
            let response = try await client.page("/search")

            #expect(response.status == .ok)
            #expect(response.text.contains(#"<form class="search-form" role="search" action="/search" method="get" data-search-form>"#))
            #expect(response.text.contains(#"name="q" value="""#))
            #expect(response.text.contains("Type a name, a species, an episode code (S01E01) or a dimension."))
            #expect(harness.searchedWords == [])
        }
    }

    @Test func searchPage_showsEachResultAsALinkToItsPageWithItsKindAndHook() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.search = .success(Self.answer([
                    SearchResult(kind: .character, id: 1, name: "Rick Sanchez"),
                    SearchResult(kind: .location, id: 3, name: "Citadel of Ricks"),
                    SearchResult(kind: .episode, id: 28, name: "The Ricklantis Mixup"),
                ]))
            }

            let response = try await client.page("/search?q=rick")

            #expect(harness.searchedWords == [["rick"]])
            #expect(response.text.contains(#"name="q" value="rick""#))
            #expect(response.text.contains(#"data-source="cache""#))
            let character = #"<li class="entry result" data-character-id="1">"#
                + #"<a class="entry-link" href="/characters/1" autofocus data-best-result><img class="result-image" src="/characters/1/image" alt="" width="48" height="48" loading="lazy"><span class="entry-name">Rick Sanchez</span></a>"#
            #expect(response.text.replacingOccurrences(of: "\n", with: "").contains(character), "\(response.text)")
            #expect(response.text.contains(#"data-location-id="3""#) && response.text.contains(#"href="/locations/3""#))
            #expect(response.text.contains(#"data-episode-id="28""#) && response.text.contains(#"href="/episodes/28""#))
            let order = ["Rick Sanchez", "Citadel of Ricks", "The Ricklantis Mixup"].compactMap { response.text.range(of: $0)?.lowerBound }
            #expect(order == order.sorted() && order.count == 3, "best match first, as the search answered")
            #expect(response.text.contains(#"<span class="entry-meta result-kind">Location</span>"#))
        }
    }

    @Test func searchPage_withResults_matchesItsSnapshot() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.search = .success(Self.answer([
                    SearchResult(kind: .character, id: 1, name: "Rick Sanchez"),
                    SearchResult(kind: .location, id: 3, name: "Citadel of Ricks"),
                    SearchResult(kind: .episode, id: 28, name: "The Ricklantis Mixup"),
                ]))
            }
            HTMLSnapshot.assertMatches(try await client.page("/search?q=rick").text, named: "search-results")
        }
    }

    @Test func searchPage_failedSearch_matchesItsSnapshot() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = .failure(.invalidData) }
            HTMLSnapshot.assertMatches(try await client.page("/search?q=rick%20s", language: "es").text, named: "search-failed")
        }
    }

    @Test func searchPage_escapesWhatWasTypedAndWhatTheCacheHolds() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = .success(Self.answer([SearchResult(kind: .character, id: 7, name: #"<script>alert("x")</script>"#)])) }

            let response = try await client.page("/search?q=%3Cb%3E%22rick")

            #expect(harness.searchedWords == [["b", "rick"]])
            #expect(!response.text.contains("<script>alert"))
            #expect(!response.text.contains("<b>"))
            #expect(response.text.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
            #expect(response.text.contains(#"value="&lt;b&gt;&quot;rick""#))
        }
    }

    @Test func searchPage_controlCharactersInTheQuery_areReadAsSpaces() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = .success(Self.answer([])) }

            let response = try await client.page("/search?q=rick%00%0Amorty")

            #expect(response.text.contains(#"name="q" value="rick  morty""#))
            #expect(harness.searchedWords == [["rick", "morty"]])
        }
    }

    @Test func searchPage_withResults_focusesTheBestOneSoEnterOpensIt() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.search = .success(Self.answer([
                    SearchResult(kind: .episode, id: 28, name: "The Ricklantis Mixup"),
                    SearchResult(kind: .character, id: 1, name: "Rick Sanchez"),
                ]))
            }

            let response = try await client.page("/search?q=rick")

            #expect(response.text.contains(#"<a class="entry-link" href="/episodes/28" autofocus data-best-result>"#), "\(response.text)")
            #expect(response.count("autofocus") == 1, "the best result only, not the box")
        }
    }

    @Test func searchPage_withoutResults_focusesTheBox() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = .success(Self.answer([])) }

            for path in ["/search", "/search?q=zzz"] {
                let response = try await client.page(path)
                #expect(response.text.contains(#"spellcheck="false" autofocus"#), "\(path)")
                #expect(response.count("autofocus") == 1, "\(path)")
            }
        }
    }

    @Test func searchPage_withNoMatch_offersTheNearestItemsAsLinks() async throws {
        try await H.with { harness, client in
            let suggestion = SearchResult(kind: .character, id: 5, name: "Jerry Smith")
            harness.update { $0.search = .success(SearchAnswer(terms: SearchTerms("jery"), results: [], cacheIsEmpty: false, suggestions: [suggestion])) }

            let response = try await client.page("/search?q=jery")

            #expect(response.text.contains("Nothing in the cache matches."))
            #expect(response.text.contains(#"<p id="did-you-mean" class="did-you-mean">Did you mean:</p>"#), "\(response.text)")
            #expect(response.text.replacingOccurrences(of: "\n", with: "").contains(
                #"<li class="entry result" data-character-id="5"><a class="entry-link" href="/characters/5"><img"#
            ), "\(response.text)")
        }
    }

    @Test func searchPage_onAnEmptyCache_saysSoAndSuggestsASync() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = .success(Self.answer([], cacheIsEmpty: true)) }

            let response = try await client.page("/search?q=rick")

            #expect(response.text.contains(#"<p class="empty" role="status">Nothing is cached yet to search offline. Run rmfeed sync first.</p>"#))
        }
    }

    @Test func searchPage_withNoMatch_saysSo() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = .success(Self.answer([])) }

            let response = try await client.page("/search?q=zzz")

            #expect(response.text.contains("Nothing in the cache matches."))
            #expect(response.count("data-character-id=") == 0)
        }
    }

    @Test func searchPage_failedSearch_showsTheAlertWithARetryOfTheSameSearch() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = .failure(.invalidData) }

            let response = try await client.page("/search?q=rick%20s")

            #expect(response.text.contains(#"role="alert""#))
            #expect(response.text.contains(#"href="/search?q=rick%20s" data-retry"#))
        }
    }

    @Test func searchPage_inSpanish_speaksSpanish() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = .success(Self.answer([SearchResult(kind: .episode, id: 1, name: "Pilot")])) }

            let response = try await client.page("/search?q=pilot", language: "es")

            #expect(response.text.contains(#"<html lang="es">"#))
            #expect(response.text.contains(#"<span class="entry-meta result-kind">Episodio</span>"#))
            #expect(response.text.contains("Buscar personajes, episodios y lugares"))
        }
    }

    @Test func everyPage_linksToTheSearchInItsHeader() async throws {
        try await H.with { harness, client in
            harness.update { $0.episodes = .success(EpisodesPageTests.page([])) }
            for path in ["/", "/episodes", "/search"] {
                let response = try await client.page(path)
                #expect(response.text.contains(#"<a class="nav-link nav-search" href="/search" data-search-link>Search</a>"#), "\(path)")
            }
        }
    }
}
