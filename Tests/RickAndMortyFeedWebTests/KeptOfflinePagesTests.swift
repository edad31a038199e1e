import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOConcurrencyHelpers
import RickAndMortyFeed
import TestSupport
import Testing

/// While the API is known to be unreachable, a page viewed again is shown from what was made from
/// the cache moments ago, without loading or rendering it again; anything the page depends on
/// makes it anew.
@Suite struct KeptOfflinePagesTests {
    typealias H = InProcessWebHarness

    @Test func offlinePage_isShownAgainWithoutLoadingIt_whileTheAPIIsKnownUnreachable() async throws {
        try await H.with { harness, client in
            harness.update { $0.apiKnownUnreachable = true; $0.page = .success(Self.cachedPage) }

            let first = try await client.page("/")
            let second = try await client.page("/")

            #expect(harness.pageQueries.count == 1)
            #expect(second.status == .ok)
            #expect(second.text == first.text)
            #expect(second.headers[.contentType] == first.headers[.contentType])
            #expect(second.text.contains("Rick Sanchez"))
        }
    }

    @Test func everyView_isMadeAgain_whileTheAPIMayAnswer() async throws {
        try await H.with { harness, client in
            harness.update { $0.page = .success(Self.cachedPage) }

            _ = try await client.page("/")
            _ = try await client.page("/")

            #expect(harness.pageQueries.count == 2)
        }
    }

    @Test func offlinePage_isMadeAgain_whenTheCacheChangesOrTheKeptOneGrowsOld() async throws {
        try await H.with { harness, client in
            harness.update { $0.apiKnownUnreachable = true; $0.page = .success(Self.cachedPage) }
            _ = try await client.page("/")

            harness.update { $0.generation += 1 }
            _ = try await client.page("/")
            #expect(harness.pageQueries.count == 2)

            harness.update { $0.clock += 4.9 }
            _ = try await client.page("/")
            #expect(harness.pageQueries.count == 2, "kept for half of 10 s at least")

            harness.update { $0.clock += 5.2 }
            _ = try await client.page("/")
            #expect(harness.pageQueries.count == 3, "no kept page is older than 10 s by the app's clock")
        }
    }

    @Test func anOfflinePageGrownOld_isShownAtOnce_whileAnotherViewMakesItAnew() async throws {
        try await H.with { harness, client in
            harness.update { $0.apiKnownUnreachable = true; $0.page = .success(Self.cachedPage) }
            let first = try await client.page("/")
            let (release, releasing) = AsyncStream.makeStream(of: Void.self)
            harness.update { state in
                state.clock += 11
                state.page = .success(H.page([H.character(id: 2, name: "Morty Smith")], source: Self.cachedPage.source))
                state.pageLoadsWait = { for await _ in release {} }
            }

            let remaking = Task { try await client.page("/") }
            while harness.pageQueries.count < 2 { try await Task.sleep(for: .milliseconds(5)) }
            // Were the view to wait for that making, it could not end before the making is let go
            // of, a minute from now at the latest: a wrong answer fails instead of hanging, and a
            // right one has all the time a loaded machine needs.
            let view = Task { try await client.page("/") }
            let released = NIOLockedValueBox(false)
            let letGo = Task {
                try? await Task.sleep(for: .seconds(60 * Sanitizer.slowdown))
                released.withLockedValue { $0 = true }
                releasing.finish()
            }
            let shown = try await view.value
            let shownWhileHeld = !released.withLockedValue { $0 } && harness.pageQueries.count == 2
            letGo.cancel()
            releasing.finish()
            let remade = try await remaking.value

            #expect(shown.text == first.text, "the old page, as it was")
            #expect(shownWhileHeld, "shown while the making was held, without a making of its own")
            #expect(remade.text.contains("Morty Smith"))
            #expect(try await client.page("/").text == remade.text, "the new page is kept in its place")
            #expect(harness.pageQueries.count == 2)
        }
    }

    @Test func offlinePage_isKeptPerPathQueryAndLanguage() async throws {
        try await H.with { harness, client in
            harness.update { $0.apiKnownUnreachable = true; $0.page = .success(Self.cachedPage) }

            _ = try await client.page("/")
            _ = try await client.page("/?page=2")
            let spanish = try await client.page("/", language: "es")
            _ = try await client.page("/?page=2")

            #expect(harness.pageQueries.count == 3)
            #expect(spanish.headers[.contentLanguage] == "es")
        }
    }

    /// A page made while the API came back may be remote's: it is shown, not kept.
    @Test func aPageMadeAsTheAPIBecameReachable_isNotKept() async throws {
        try await H.with { harness, client in
            harness.update { $0.apiKnownUnreachable = true; $0.page = .success(Self.cachedPage) }
            harness.update { $0.apiComesBackWhileLoading = true }
            _ = try await client.page("/")

            harness.update { $0.apiKnownUnreachable = true; $0.apiComesBackWhileLoading = false }
            _ = try await client.page("/")

            #expect(harness.pageQueries.count == 2)
        }
    }

    @Test func aPageThatWasNotThere_isNotKept() async throws {
        try await H.with { harness, client in
            harness.update { $0.apiKnownUnreachable = true }
            let missing = try await client.page("/characters/1")

            harness.update { $0.characters[1] = H.character(id: 1, name: "Rick Sanchez") }
            let found = try await client.page("/characters/1")

            #expect(missing.status == .notFound)
            #expect(found.status == .ok)
            #expect(found.text.contains("Rick Sanchez"))
        }
    }

    @Test func aConditionalView_isMadeAsBefore() async throws {
        try await H.with { harness, client in
            harness.update { $0.apiKnownUnreachable = true; $0.page = .success(Self.cachedPage) }
            _ = try await client.page("/")
            _ = try await client.page("/", headers: [.ifNoneMatch: #""anything""#])

            #expect(harness.pageQueries.count == 2)
        }
    }

    private static let cachedPage = H.page(
        [H.character(id: 1, name: "Rick Sanchez")],
        source: .cache(savedAt: H.now.addingTimeInterval(-120), remoteError: .connectivity)
    )
}
