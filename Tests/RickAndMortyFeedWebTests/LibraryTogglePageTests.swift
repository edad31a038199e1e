import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyApp
import RickAndMortyFeed
import Testing

/// The personal library on the web (docs/USAGE.md, "Your library"; docs/ARCHITECTURE.md): toggles
/// that post a form and come back, `data-favorite` / `data-watched`, and `/favorites`.
@Suite struct LibraryTogglePageTests {
    typealias H = LibraryWebHarness

    @Test func favoritePost_marksTheCharacter_redirectsBack_andThePageShowsIt() async throws {
        try await H.with { harness, client in
            let before = try await client.page("/characters/1")
            let token = try await client.csrfToken()

            let response = try await client.toggle("/characters/1/favorite", "csrf=\(token)&value=true&return=%2Fcharacters%2F1")
            let after = try await client.page("/characters/1")

            #expect(before.text.contains(#"data-character-id="1" data-favorite="false""#))
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/characters/1")
            #expect(try await harness.entries(.favoriteCharacter) == [1])
            #expect(after.text.contains(#"data-character-id="1" data-favorite="true""#))
            #expect(after.text.contains(#"action="/characters/1/favorite""#))
            #expect(after.text.contains(#"aria-pressed="true">Favourite</button>"#))
            #expect(after.text.contains(#"name="value" value="false""#))
        }
    }

    @Test func favoritePost_false_takesItOut_andTheFeedsCardsShowIt() async throws {
        try await H.with { harness, client in
            let token = try await client.csrfToken()
            _ = try await client.toggle("/characters/2/favorite", "csrf=\(token)&value=true")
            let marked = try await client.page("/")
            _ = try await client.toggle("/characters/2/favorite", "csrf=\(token)&value=false")
            let unmarked = try await client.page("/")

            #expect(marked.text.contains(#"<article class="card" data-character-id="2" data-favorite="true">"#))
            #expect(marked.text.contains(#"<article class="card" data-character-id="1" data-favorite="false">"#))
            #expect(unmarked.text.contains(#"<article class="card" data-character-id="2" data-favorite="false">"#))
            #expect(try await harness.entries(.favoriteCharacter) == [])
        }
    }

    @Test func watchedPost_marksTheEpisode_onItsPageAndInTheList() async throws {
        try await H.with { harness, client in
            let token = try await client.csrfToken(on: "/episodes/1")

            let response = try await client.toggle("/episodes/1/watched", "value=true&csrf=\(token)")
            let page = try await client.page("/episodes/1")
            let list = try await client.page("/episodes")
            let character = try await client.page("/characters/1")

            #expect(response.status == .seeOther && response.headers[.location] == "/episodes/1")
            #expect(try await harness.entries(.watchedEpisode) == [1])
            #expect(page.text.contains(#"data-episode-id="1" data-watched="true""#))
            #expect(list.text.contains(#"<li class="entry" data-episode-id="1" data-watched="true">"#))
            #expect(list.text.contains(#"<li class="entry" data-episode-id="2" data-watched="false">"#))
            #expect(character.text.contains(#"<li class="entry" data-episode-id="1" data-watched="true">"#))
        }
    }

    @Test func togglePost_askingForJSON_answersTheNewStateInsteadOfARedirect() async throws {
        try await H.with { _, client in
            let token = try await client.csrfToken()

            let response = try await client.toggle("/characters/3/favorite", "csrf=\(token)&value=true", headers: [.accept: "application/json"])

            #expect(response.status == .ok)
            #expect(response.text == #"{"id":3,"favorite":true}"#)
        }
    }

    @Test(arguments: ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/ok\r\nSet-Cookie:x"])
    func togglePost_withAReturnThatIsNotAPathOfThisSite_comesBackToTheItemsPage(returnPath: String) async throws {
        try await H.with { _, client in
            let token = try await client.csrfToken()
            let encoded = returnPath.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""

            let response = try await client.toggle("/characters/1/favorite", "csrf=\(token)&value=true&return=\(encoded)")

            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/characters/1")
        }
    }

    @Test func togglePost_withAReturnPathOfThisSite_comesBackThere() async throws {
        try await H.with { _, client in
            let token = try await client.csrfToken()

            let response = try await client.toggle("/characters/1/favorite", "csrf=\(token)&value=true&return=%2F%3Fpage%3D2")

            #expect(response.headers[.location] == "/?page=2")
        }
    }

    @Test(arguments: ["value=yes", "value=", "", "value=TRUE"])
    func togglePost_withABadValue_is400WithAPage_andChangesNothing(form: String) async throws {
        try await H.with { harness, client in
            let token = try await client.csrfToken()

            let response = try await client.toggle("/characters/1/favorite", "csrf=\(token)&\(form)")

            #expect(response.status == .badRequest)
            #expect(response.text.contains("That is not a change your library can make."))
            #expect(try await harness.entries(.favoriteCharacter) == [])
        }
    }

    @Test(arguments: ["/characters/abc/favorite", "/characters/0/favorite", "/characters/99999/favorite", "/episodes/9999/watched"])
    func togglePost_ofAnItemThatDoesNotExist_is404(path: String) async throws {
        try await H.with { harness, client in
            let token = try await client.csrfToken()

            let response = try await client.toggle(path, "csrf=\(token)&value=true")

            #expect(response.status == .notFound)
            #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(try await harness.entries(.favoriteCharacter) == [])
            #expect(try await harness.entries(.watchedEpisode) == [])
        }
    }

    @Test func toggleRoute_answersOnlyPOST() async throws {
        try await H.with { _, client in
            let response = try await client.page("/characters/1/favorite")

            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "POST")
        }
    }
}
