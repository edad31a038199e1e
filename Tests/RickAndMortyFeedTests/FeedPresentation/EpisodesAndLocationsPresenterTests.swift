import Foundation
import RickAndMortyFeed
import Testing

@Suite struct EpisodesAndLocationsPresenterTests {
    private let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test func episodes_showAirDatesInThePersonsLanguageAndFreeTextAsSent() {
        let spanish = EpisodesPresenter(localization: FeedLocalization(language: "es"), currentDate: { self.now })
        let pilot = FeedEpisode(id: 1, name: "Pilot", airDate: "December 2, 2013", code: "S01E01", characterIDs: [1, 2])
        let later = FeedEpisode(id: 99, name: "Later", airDate: "TBA", code: "special", characterIDs: [])

        let pilotViewModel = spanish.viewModel(for: pilot)
        let laterViewModel = spanish.viewModel(for: later)

        #expect(pilotViewModel.airDate.contains("diciembre") && pilotViewModel.airDate.contains("2013"))
        #expect(pilotViewModel.seasonAndNumber == "Temporada 1, episodio 1")
        #expect(pilotViewModel.characters == "2 personajes")
        #expect(laterViewModel.airDate == "TBA" && laterViewModel.seasonAndNumber == nil)
        #expect(laterViewModel.characters == "0 personajes")
    }

    @Test func pages_sayWhereTheyCameFromAndWhenEmpty() {
        let portuguese = LocationsPresenter(localization: FeedLocalization(language: "pt-BR"), currentDate: { self.now })

        let offline = portuguese.viewModel(
            for: LocationsPage.empty, source: .cache(savedAt: now.addingTimeInterval(-2 * 86_400), remoteError: .connectivity)
        )

        #expect(offline.title == "Lugares" && offline.sourceKind == "cache" && offline.isOffline)
        #expect(offline.sourceMessage == "Sem conexão — mostrando lugares salvos há 2 dias")
        #expect(offline.emptyMessage == "Nenhum lugar encontrado")
    }

    @Test func locations_sayUnknownInThePersonsLanguageAndCountResidents() {
        let english = LocationsPresenter(localization: .english)
        let location = FeedLocation(id: 1, name: "Earth", type: "", dimension: "unknown", residentIDs: [1])

        let viewModel = english.viewModel(for: location)

        #expect(viewModel.type == "Unknown" && viewModel.dimension == "Unknown" && viewModel.residents == "1 resident")
    }
}
