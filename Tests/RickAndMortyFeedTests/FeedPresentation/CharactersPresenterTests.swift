import Foundation
import RickAndMortyFeed
import Testing

@Suite struct CharactersPresenterTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func viewModel_presentsRemoteCharactersWithTheirLocalizedDetails() {
        let character = makeCharacter(status: "Dead", gender: "Female", type: "", episodes: 1)

        let sut = makeSUT(language: "es").viewModel(for: CharactersPage(characters: [character], nextPage: 2, totalPages: 3), source: .remote)

        #expect(sut.title == "Personajes de Rick y Morty")
        #expect(sut.sourceKind == "remote")
        #expect(sut.sourceMessage == "Últimos personajes del servidor")
        #expect(!sut.isOffline)
        #expect(sut.emptyMessage == nil)
        #expect(sut.saveErrorMessage == nil)
        #expect(sut.nextPage == 2)
        #expect(sut.characters == [CharacterViewModel(
            id: 7, name: "Abradolf Lincler", status: "Muerto", statusKind: .dead, species: "Human", type: nil,
            gender: "Femenino", origin: "Earth", location: "unknown", episodes: "1 episodio", hasImage: true
        )])
    }

    @Test func viewModel_saysNoCharactersFoundOnEmptyPage() {
        let sut = makeSUT().viewModel(for: .empty, source: .remote)

        #expect(sut.emptyMessage == "No characters found")
        #expect(sut.characters.isEmpty)
    }

    @Test func viewModel_saysOfflineAndHowOldTheCacheIsWhenCacheStandsInForRemote() {
        let savedAt = now.addingTimeInterval(-2 * 86_400 - 60)

        let sut = makeSUT().viewModel(for: .empty, source: .cache(savedAt: savedAt, remoteError: .connectivity))

        #expect(sut.sourceKind == "cache")
        #expect(sut.sourceMessage == "Offline — showing characters saved 2 days ago")
        #expect(sut.isOffline)
    }

    @Test func viewModel_saysWhenCacheWasSavedWithoutOfflineWhenPersonPreferredCache() {
        let sut = makeSUT(language: "pt-BR").viewModel(for: .empty, source: .cache(savedAt: now.addingTimeInterval(-3 * 3_600), remoteError: nil))

        #expect(sut.sourceMessage == "Personagens salvos há 3 horas")
        #expect(sut.sourceKind == "cache")
        #expect(!sut.isOffline, "a cache the person preferred is not offline")
    }

    @Test func sourceToken_isTheOneTokenEveryUIShowsForEachSource() {
        #expect(CharactersPresenter.sourceToken(for: .remote) == "remote")
        #expect(CharactersPresenter.sourceToken(for: .cache(savedAt: now, remoteError: nil)) == "cache")
        #expect(CharactersPresenter.sourceToken(for: .cache(savedAt: now, remoteError: .invalidData)) == "cache")
    }

    @Test func viewModel_reportsCharactersThatCouldNotBeSaved() {
        let sut = makeSUT().viewModel(for: .empty, source: .remote, saveFailed: true)

        #expect(sut.saveErrorMessage == "Couldn't save the characters on this device")
    }

    @Test func viewModel_keepsUnknownAPIWordsAndMarksImagelessCharacters() {
        let character = makeCharacter(status: "Zombie", gender: "Fluid", type: "Parasite", episodes: 3, image: nil)

        let sut = makeSUT().viewModel(for: character)

        #expect(sut.status == "Zombie")
        #expect(sut.statusKind == .unknown)
        #expect(sut.gender == "Fluid")
        #expect(sut.type == "Parasite")
        #expect(sut.episodes == "3 episodes")
        #expect(sut.hasImage == false)
    }

    @Test func errorViewModel_hasDistinctMessagesForConnectivityAndInvalidData() {
        let sut = makeSUT()

        #expect(sut.errorViewModel(for: RemoteLoadError.connectivity) == FeedErrorViewModel(message: "Couldn't connect to server", retryTitle: "Retry"))
        #expect(sut.errorViewModel(for: RemoteLoadError.invalidData).message == "Invalid data received from server")
        #expect(sut.errorViewModel(for: NSError(domain: "any", code: 0)).message == "Couldn't connect to server")
    }

    private static let ages: [(TimeInterval, String)] = [
        (0, "just now"), (59, "just now"), (60, "1 minute ago"), (3_599, "59 minutes ago"), (3_600, "1 hour ago"),
        (86_399, "23 hours ago"), (86_400, "1 day ago"), (6 * 86_400 + 86_399, "6 days ago"), (7 * 86_400, "7 days ago"), (-30, "just now"),
    ]

    @Test(arguments: ages)
    func age_isWholeMinutesHoursOrDaysSinceTheDate(_ secondsAgo: TimeInterval, _ expected: String) {
        #expect(makeSUT().age(since: now.addingTimeInterval(-secondsAgo)) == expected)
    }

    @Test func age_usesBrazilianPortuguesePluralForZeroAndOne() {
        let sut = makeSUT(language: "pt-BR")

        #expect(sut.age(since: now.addingTimeInterval(-86_400)) == "há 1 dia")
        #expect(sut.viewModel(for: makeCharacter(episodes: 0)).episodes == "0 episódio")
    }

    // MARK: - Helpers

    private func makeSUT(language: String = "en") -> CharactersPresenter {
        let now = now
        return CharactersPresenter(localization: FeedLocalization(language: language), currentDate: { now })
    }

    private func makeCharacter(
        status: String = "Alive", gender: String = "Male", type: String = "", episodes: Int = 1,
        image: URL? = URL(string: "https://rickandmortyapi.com/api/character/avatar/7.jpeg")
    ) -> FeedCharacter {
        FeedCharacter(
            id: 7, name: "Abradolf Lincler", status: status, species: "Human", type: type, gender: gender,
            origin: "Earth", location: "unknown", image: image, episodeCount: episodes
        )
    }
}
