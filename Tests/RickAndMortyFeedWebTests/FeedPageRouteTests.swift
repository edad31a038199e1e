import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing
import TestSupport

/// `GET /` in every state of docs/ARCHITECTURE.md's "Use cases and scenarios" and
/// docs/USAGE.md's "The web app" (its markup hooks included), through the framework's test client.
@Suite struct FeedPageRouteTests {
    @Test func feed_withConnectivity_showsLatestRemoteCharactersWithStableHooks() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/")

            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.count(#"data-source="remote""#) == 1)
            #expect(response.count("data-character-id=") == 20)
            #expect(response.text.contains(#"<img class="card-image" src="/characters/1/image" alt="""#))
            #expect(response.text.contains(#"<h2 class="card-name">Rick Sanchez</h2>"#))
            #expect(response.text.contains(#"href="/?page=2" rel="next""#))
            #expect(!response.text.contains(#"role="alert""#))
        }
    }

    @Test func feed_withoutConnectivityAndCacheLessThanSevenDaysOld_showsCacheSayingHowOld() async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/")
            await harness.goOffline()
            harness.clock.advance(by: 2 * .day)

            let response = try await client.page("/")

            #expect(response.count(#"data-source="cache""#) == 1)
            #expect(response.count("data-character-id=") == 20)
            #expect(response.text.contains("Offline — showing characters saved 2 days ago"))
            #expect(!response.text.contains(#"role="alert""#))
        }
    }

    @Test func feed_withoutConnectivityAndCacheSevenDaysOld_showsConnectivityAlertWithRetry() async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/")
            await harness.goOffline()
            harness.clock.advance(by: 7 * .day)

            let response = try await client.page("/")

            #expect(response.text.contains(#"<div class="alert" role="alert">"#))
            #expect(response.text.contains("Couldn&#39;t connect to server"))
            #expect(response.text.contains(#"<a class="button retry" href="/" data-retry>Retry</a>"#))
            #expect(response.count("data-character-id=") == 0)
            #expect(!response.text.contains("data-source="))
        }
    }

    @Test func feed_withoutConnectivityAndEmptyCache_showsConnectivityAlert() async throws {
        try await WebTestHarness.with { harness, client in
            await harness.goOffline()

            let response = try await client.page("/?page=3")

            #expect(response.text.contains("Couldn&#39;t connect to server"))
            #expect(response.text.contains(#"href="/?page=3" data-retry"#), "retry asks for the same page again")
        }
    }

    @Test func feed_remoteInvalidDataAndNoValidCache_showsInvalidDataAlert() async throws {
        try await WebTestHarness.with { harness, client in
            harness.server.faults.inject(.invalidJSON, scope: .characters)

            let response = try await client.page("/")

            #expect(response.text.contains(#"role="alert""#))
            #expect(response.text.contains("Invalid data received from server"))
        }
    }

    @Test func feed_searchWithoutMatch_showsNoCharactersFound() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/?name=zzzz-nobody")

            #expect(response.text.contains("No characters found"))
            #expect(response.count("data-character-id=") == 0)
            #expect(!response.text.contains(#"role="alert""#))
            #expect(response.text.contains(#"value="zzzz-nobody""#), "the search box keeps what was typed")
        }
    }

    @Test func feed_searchAndFilters_workOnlineAsFormsSendThem() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/?name=rick+sanchez&status=alive&gender=&species=")

            #expect(response.count(#"data-source="remote""#) == 1)
            #expect(response.text.contains(">Rick Sanchez</h2>"))
            #expect(response.text.contains(#"<option value="alive" selected>"#))
        }
    }

    @Test func feed_searchWithoutConnectivity_searchesTheCachedCharacters() async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/")
            await harness.goOffline()

            let response = try await client.page("/?name=smith")

            #expect(response.count(#"data-source="cache""#) == 1)
            #expect(response.text.contains(">Morty Smith</h2>"))
            #expect(!response.text.contains(">Rick Sanchez</h2>"))
        }
    }

    @Test func feed_laterPage_linksBothWaysAndTheLastPageSaysItIsTheEnd() async throws {
        try await WebTestHarness.with { _, client in
            let middle = try await client.page("/?page=2")
            #expect(middle.text.contains(#"href="/" rel="prev""#))
            #expect(middle.text.contains(#"href="/?page=3" rel="next""#))

            let last = try await client.page("/?page=42")
            #expect(last.count("data-character-id=") == 6)
            #expect(!last.text.contains(#"rel="next""#))
            #expect(last.text.contains("data-feed-end"))
        }
    }

    @Test func feed_pageThatIsNotANumber_isPageOneAsTheAPIDoes() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/?page=%3Cscript%3E")

            #expect(response.status == .ok)
            #expect(response.text.contains(#"data-character-id="1""#))
        }
    }

    @Test func feed_escapesMarkupInEveryFieldFromTheAPI() async throws {
        try await WebTestHarness.with { harness, client in
            harness.server.faults.inject(.hostileStrings, scope: .characters)

            let response = try await client.page("/")

            #expect(response.count("data-character-id=") == 20)
            #expect(!response.text.contains("<script>alert"))
            #expect(!response.text.contains("<img src=x"))
            #expect(response.text.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
        }
    }

    @Test func feed_speaksTheBrowsersLanguage() async throws {
        try await WebTestHarness.with { harness, client in
            let spanish = try await client.page("/", language: "es-MX,es;q=0.9,en;q=0.5")
            #expect(spanish.text.contains(#"<html lang="es">"#))
            #expect(spanish.headers[.contentLanguage] == "es")
            #expect(spanish.text.contains("Personajes de Rick y Morty"))

            await harness.goOffline()
            let portuguese = try await client.page("/", language: "pt-BR")
            #expect(portuguese.text.contains(#"<html lang="pt-BR">"#))
            #expect(portuguese.text.contains(#"data-source="cache""#))
        }
    }
}
