import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

/// `GET /favorites`, and the library when the cache or the disk fails it.
@Suite struct LibraryFavoritesPageTests {
    typealias H = LibraryWebHarness

    @Test func favorites_listsTheFavouritesAsCardsAndTheWatchedEpisodes_linkedFromTheHeader() async throws {
        try await H.with { _, client in
            let token = try await client.csrfToken()
            _ = try await client.toggle("/characters/2/favorite", "csrf=\(token)&value=true")
            _ = try await client.toggle("/characters/1/favorite", "csrf=\(token)&value=true")
            _ = try await client.toggle("/episodes/3/watched", "csrf=\(token)&value=true")

            let response = try await client.page("/favorites")

            #expect(response.status == .ok)
            let cards = response.text.components(separatedBy: #"<article class="card" data-character-id=""#).dropFirst().map { $0.prefix(1) }
            #expect(cards == ["2", "1"], "the earliest added first")
            #expect(response.count(#"data-favorite="true""#) == 2)
            #expect(response.text.contains(#"<li class="entry" data-episode-id="3" data-watched="true">"#))
            #expect(response.text.contains(#"name="return" value="/favorites""#))
            #expect(response.text.contains(#"<a class="nav-link nav-library" href="/favorites" aria-current="page" data-library-link>Favourites</a>"#))
        }
    }

    @Test func favorites_empty_saysHowToAddThem_inThePersonsLanguage() async throws {
        try await H.with { _, client in
            let english = try await client.page("/favorites")
            let spanish = try await client.page("/favorites", language: "es")
            let portuguese = try await client.page("/favorites", language: "pt-BR")

            #expect(english.text.contains("No favourites yet"))
            #expect(spanish.text.contains("Tu biblioteca") && spanish.text.contains("Aún no hay favoritos"))
            #expect(portuguese.text.contains("Sua biblioteca") && portuguese.text.contains("Ainda não há episódios assistidos"))
        }
    }

    @Test func favorites_offline_showsWhatTheCacheHolds_andListsTheOthersByIDWithTheirToggle() async throws {
        try await H.with { harness, client in
            let token = try await client.csrfToken()
            _ = try await client.toggle("/characters/1/favorite", "csrf=\(token)&value=true")
            try await harness.storeFavorite(500)
            await harness.goOffline()

            let response = try await client.page("/favorites")

            #expect(response.status == .ok)
            #expect(response.text.contains(#"<article class="card" data-character-id="1" data-favorite="true">"#))
            #expect(response.text.contains(#"data-character-id="500" data-favorite="true""#))
            #expect(response.text.contains(#"action="/characters/500/favorite""#))
            #expect(response.text.contains("1 items of your library could not be loaded right now"))
        }
    }

    @Test func unfavorite_offline_ofACharacterNobodyCanName_works() async throws {
        try await H.with { harness, client in
            let token = try await client.csrfToken()
            try await harness.storeFavorite(500)
            await harness.goOffline()

            let response = try await client.toggle("/characters/500/favorite", "csrf=\(token)&value=false&return=%2Ffavorites")

            #expect(response.status == .seeOther && response.headers[.location] == "/favorites")
            #expect(try await harness.entries(.favoriteCharacter) == [])
        }
    }

    @Test func togglePost_whenTheLibraryCannotBeSaved_showsAClearErrorPageWithNoFilePath() async throws {
        // A data folder that is a file: nothing can be created in it, as on a read-only disk
        // (tests may run as root, whom file modes do not stop).
        try await H.with(dataDirectory: { folder in
            let file = folder.appendingPathComponent("not-a-folder")
            try Data("x".utf8).write(to: file)
            return file
        }) { harness, client in
            let token = try await client.csrfToken()

            let response = try await client.toggle("/characters/1/favorite", "csrf=\(token)&value=true")

            #expect(response.status == .internalServerError)
            #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(response.text.contains("Your library could not be saved"))
            #expect(response.text.contains("Nothing was changed."))
            #expect(response.text.contains("the server’s log says why"))
            #expect(!response.text.contains("Fatal"))
            #expect(!response.text.contains(harness.folder.url.path), "the library's path stays on the server")
        }
    }

    @Test func favorites_whenTheLibraryCannotBeRead_showsNoFilePath() async throws {
        try await H.with(dataDirectory: { folder in
            let data = folder.appendingPathComponent("data", isDirectory: true)
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            try Data(repeating: 0x42, count: 8_192).write(to: data.appendingPathComponent("library.sqlite"))
            return data
        }) { harness, client in
            let response = try await client.page("/favorites")

            #expect(response.status == .internalServerError)
            #expect(response.text.contains("Your library could not be read"))
            #expect(!response.text.contains(harness.folder.url.path), "the library's path stays on the server")
        }
    }

    @Test func pages_whenTheCacheFileIsBroken_stillShowAndChangeTheLibrary() async throws {
        try await H.with { harness, client in
            let token = try await client.csrfToken()
            let cacheFile = harness.feedApp.configuration.cacheDirectory.appendingPathComponent("rmfeed.sqlite")
            try Data(repeating: 0x42, count: 8_192).write(to: cacheFile)

            let response = try await client.toggle("/characters/4/favorite", "csrf=\(token)&value=true")
            let favorites = try await client.page("/favorites")

            #expect(response.status == .seeOther)
            #expect(try await harness.entries(.favoriteCharacter) == [4])
            #expect(favorites.text.contains(#"data-character-id="4" data-favorite="true""#))
        }
    }
}
