import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyFeed
import Testing

/// The search page asked again for the same text is answered as rendered, without searching,
/// while the cache stays at the same generation, and never once the cache changed, the kept page
/// grew old, or in another language; a failed search is never kept.
@Suite struct SearchPageKeepingTests {
    typealias H = InProcessWebHarness

    static func answer(_ name: String) -> Result<SearchAnswer, RemoteLoadError> {
        .success(SearchAnswer(terms: SearchTerms("rick"), results: [SearchResult(kind: .character, id: 1, name: name)], cacheIsEmpty: false))
    }

    @Test func searchPage_askedAgainAtTheSameGeneration_isAnsweredWithoutSearching() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = Self.answer("Rick Sanchez") }

            let first = try await client.page("/search?q=rick")
            let second = try await client.page("/search?q=rick")

            #expect(second.text == first.text)
            #expect(second.status == .ok)
            #expect(second.headers[.contentLanguage] == "en")
            #expect(harness.searchedWords == [["rick"]])
        }
    }

    @Test func searchPage_afterTheCacheChanged_searchesAgain() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = Self.answer("Rick Sanchez") }
            _ = try await client.page("/search?q=rick")

            harness.update {
                $0.search = Self.answer("Rick Prime")
                $0.generation += 1
            }
            let response = try await client.page("/search?q=rick")

            #expect(response.text.contains("Rick Prime"))
            #expect(!response.text.contains("Rick Sanchez"))
            #expect(harness.searchedWords == [["rick"], ["rick"]])
        }
    }

    @Test func searchPage_keptLongerThanItsMaxAge_searchesAgain() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = Self.answer("Rick Sanchez") }
            _ = try await client.page("/search?q=rick")

            harness.update {
                $0.search = Self.answer("Rick Prime")
                $0.clock += 11
            }
            let response = try await client.page("/search?q=rick")

            #expect(response.text.contains("Rick Prime"))
            #expect(harness.searchedWords == [["rick"], ["rick"]])
        }
    }

    @Test func searchPage_inAnotherLanguageOrForOtherText_isNotTheKeptPage() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = Self.answer("Rick Sanchez") }
            _ = try await client.page("/search?q=rick")

            let spanish = try await client.page("/search?q=rick", language: "es")
            let other = try await client.page("/search?q=rick%20s")

            #expect(spanish.text.contains(#"<html lang="es">"#))
            #expect(other.text.contains(#"value="rick s""#))
            #expect(harness.searchedWords == [["rick"], ["rick"], ["rick", "s"]])
        }
    }

    @Test func searchPage_thatFailed_isNotKept() async throws {
        try await H.with { harness, client in
            harness.update { $0.search = .failure(.connectivity) }
            _ = try await client.page("/search?q=rick")

            harness.update { $0.search = Self.answer("Rick Sanchez") }
            let response = try await client.page("/search?q=rick")

            #expect(response.text.contains("Rick Sanchez"))
            #expect(!response.text.contains(#"role="alert""#))
        }
    }
}
