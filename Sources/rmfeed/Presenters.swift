import RickAndMortyFeed

/// The three resources' presenters, in the terminal's language.
struct Presenters {
    let characters: CharactersPresenter
    let episodes: EpisodesPresenter
    let locations: LocationsPresenter

    init(_ characters: CharactersPresenter) {
        self.characters = characters
        episodes = EpisodesPresenter(localization: characters.localization)
        locations = LocationsPresenter(localization: characters.localization)
    }
}
