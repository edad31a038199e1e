import Foundation
import HummingbirdTesting
import RickAndMortyApp
import RickAndMortyFeed
import Testing

/// The pages keep the library's marks between its changes (and the feed page its HTML), yet a
/// toggle saved through another connection to `library.sqlite` (as `rmfeed favorite` in another
/// process does) shows on the very next view.
@Suite struct LibraryMarksFreshnessPageTests {
    typealias H = LibraryWebHarness

    @Test func feedPage_showsAFavouriteSavedThroughAnotherConnection_onTheNextView() async throws {
        try await H.with { harness, client in
            _ = try await client.toggle("/characters/1/favorite", "csrf=\(try await client.csrfToken())&value=true")
            let before = try await client.page("/")

            try await harness.storeFavorite(3)
            let added = try await client.page("/")
            try await LibraryApp(app: harness.feedApp).library.setFavorite(false, characterID: 1)
            let removed = try await client.page("/")

            #expect(before.text.contains(#"data-character-id="3" data-favorite="false""#))
            #expect(added.text.contains(#"data-character-id="3" data-favorite="true""#))
            #expect(added.text.contains(#"data-character-id="1" data-favorite="true""#))
            #expect(removed.text.contains(#"data-character-id="1" data-favorite="false""#))
            #expect(removed.text.contains(#"data-character-id="3" data-favorite="true""#))
        }
    }

    @Test func episodePage_showsAWatchedEpisodeSavedThroughAnotherConnection_onTheNextView() async throws {
        try await H.with { harness, client in
            _ = try await client.toggle("/characters/1/favorite", "csrf=\(try await client.csrfToken())&value=true")
            let before = try await client.page("/episodes/2")

            try await LibraryApp(app: harness.feedApp).library.setWatched(true, episodeID: 2)
            let after = try await client.page("/episodes/2")

            #expect(before.text.contains(#"data-episode-id="2" data-watched="false""#))
            #expect(after.text.contains(#"data-episode-id="2" data-watched="true""#))
        }
    }

    /// Offline, a page viewed again is shown from what was made moments ago: a favourite saved
    /// meanwhile still shows on the next view, and so do the marks and the offline banner.
    @Test func feedPage_offline_showsAFavouriteSavedThroughAnotherConnection_onTheNextView() async throws {
        try await H.with { harness, client in
            _ = try await client.page("/")
            await harness.goOffline()
            let offline = try await client.page("/")
            let again = try await client.page("/")

            try await harness.storeFavorite(3)
            let added = try await client.page("/")

            #expect(offline.text.contains(#"data-source="cache""#))
            #expect(again.text == offline.text)
            #expect(offline.text.contains(#"data-character-id="3" data-favorite="false""#))
            #expect(added.text.contains(#"data-character-id="3" data-favorite="true""#))
            #expect(added.text.contains(#"data-source="cache""#))
        }
    }
}
