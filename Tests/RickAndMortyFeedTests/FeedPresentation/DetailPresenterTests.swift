import Foundation
import RickAndMortyFeed
import Testing

/// What an item's page says besides the item: where it came from, and how many links lead nowhere.
@Suite struct DetailPresenterTests {
    private let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    private func presenter(_ language: String) -> DetailPresenter {
        DetailPresenter(localization: FeedLocalization(language: language), currentDate: { [now] in now })
    }

    @Test func sourceMessage_isSaidInTheResourcesWords() {
        let offline = FeedSource.cache(savedAt: now.addingTimeInterval(-2 * 3_600), remoteError: .connectivity)

        #expect(presenter("en").sourceMessage(for: offline, texts: .episodes) == "Offline — showing episodes saved 2 hours ago")
        #expect(presenter("en").sourceMessage(for: .remote, texts: .locations) == "Latest locations from the server")
    }

    @Test func missingCharacters_countsDistinctListedIDsNotFound() {
        let message = presenter("en").missingCharacters(listed: [1, 7, 7, 8, 1], found: [1])

        #expect(message == "2 listed characters could not be found")
    }

    @Test func missingLinks_whenEveryLinkWasFoundOrNoneListed_isNil() {
        #expect(presenter("en").missingCharacters(listed: [2, 1], found: [1, 2]) == nil)
        #expect(presenter("en").missingEpisodes(listed: [], found: []) == nil)
    }

    @Test func missingEpisodes_isPluralizedInTheLanguage() {
        #expect(presenter("en").missingEpisodes(listed: [3], found: []) == "1 listed episode could not be found")
        #expect(presenter("es").missingEpisodes(listed: [3, 4], found: []) == "No se encontraron 2 episodios de la lista")
        #expect(presenter("pt-BR").missingCharacters(listed: [3], found: []) == "1 personagem listado não foi encontrado")
    }
}
