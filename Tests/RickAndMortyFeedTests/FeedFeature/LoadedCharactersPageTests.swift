import Foundation
import RickAndMortyFeed
import Testing

/// The one rule every in-memory keeper of pages follows (the web's shared feed and its rendered pages).
@Suite struct LoadedCharactersPageTests {
    @Test func mayBeKeptAsLatest_onlyWhenRemoteDeliveredIt() {
        let saved = Date(timeIntervalSince1970: 1_700_000_000)

        #expect(loaded(.remote).mayBeKeptAsLatest)
        #expect(!loaded(.cache(savedAt: saved, remoteError: .connectivity)).mayBeKeptAsLatest, "the cache standing in says how old it is")
        #expect(!loaded(.cache(savedAt: saved, remoteError: nil)).mayBeKeptAsLatest, "a preferred cache is not the latest either")
    }

    private func loaded(_ source: FeedSource) -> LoadedCharactersPage {
        LoadedCharactersPage(page: CharactersPage(characters: [], nextPage: nil, totalPages: 1), source: source)
    }
}
