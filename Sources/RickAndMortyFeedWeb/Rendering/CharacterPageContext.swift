import RickAndMortyFeed

/// The page of one character: large image, every fact the feed keeps about it, its origin and
/// last location linked to their pages when the app knows them, and the episodes it is in.
struct CharacterPageContext: Sendable {
    struct Fact: Sendable {
        let label: String
        let value: String
        /// Set when the fact is a location the app knows: then it links to `/locations/{id}`.
        let locationID: Int?

        init(_ label: String, _ value: String, locationID: Int? = nil) {
            self.label = label
            self.value = value
            self.locationID = locationID
        }
    }

    let chrome: PageChrome
    let backTitle: String
    let backHref: String
    let id: Int
    let name: String
    let status: String
    let statusKind: String
    let imageHref: String
    let facts: [Fact]
    let source: String
    let sourceMessage: String
    let offline: Bool
    let episodesTitle: String
    let episodes: [EpisodeEntry]
    let missingEpisodes: String?
    let episodesEmpty: String?
    /// The character's favourite toggle and `data-favorite`, when the page shows the library.
    let favorite: ToggleContext?
    /// First and last appearance and the season strip; `nil` when the cache holds no season.
    let strip: SeasonStripContext?

    init(
        _ detail: CharacterDetail, chrome: PageChrome, environment: WebEnvironment, localization: FeedLocalization,
        marks: LibraryMarks = .none, seasons: (seasons: [ShowStatistics.Season], whole: Bool) = ([], false)
    ) {
        let character = environment.presenter(for: localization).viewModel(for: detail.character)
        let presenter = DetailPresenter(localization: localization, currentDate: environment.currentDate)
        let episodes = EpisodesPresenter(localization: localization, currentDate: environment.currentDate)
        self.chrome = chrome
        backTitle = localization.string(.backToFeed)
        backHref = "/"
        id = character.id
        name = character.name
        status = character.status
        statusKind = character.statusKind.rawValue
        imageHref = "/characters/\(character.id)/image"
        facts = [
            Fact(localization.string(.labelStatus), character.status),
            Fact(localization.string(.labelSpecies), character.species),
            character.type.map { Fact(localization.string(.labelType), $0) },
            Fact(localization.string(.labelGender), character.gender),
            Fact(localization.string(.labelOrigin), character.origin, locationID: detail.origin?.id),
            Fact(localization.string(.labelLocation), character.location, locationID: detail.location?.id),
            Fact(localization.string(.labelEpisodes), character.episodes),
        ].compactMap { $0 }
        source = CharactersPresenter.sourceToken(for: detail.source)
        sourceMessage = presenter.sourceMessage(for: detail.source, texts: .characters)
        offline = CharactersPresenter.isOffline(detail.source)
        episodesTitle = localization.string(.labelEpisodes)
        self.episodes = detail.episodes.map { EpisodeEntry(episodes.viewModel(for: $0), marks: marks) }
        favorite = marks.favorite(character.id)
        missingEpisodes = presenter.missingEpisodes(listed: detail.character.episodeIDs, found: detail.episodes.map(\.id))
        episodesEmpty = detail.character.episodeIDs.isEmpty ? localization.string(.characterEpisodesEmpty) : nil
        strip = SeasonStripContext(
            CharacterAppearances(character: detail.character, episodes: detail.episodes, seasons: seasons.seasons, wholeShow: seasons.whole),
            localization: localization
        )
    }
}

/// A page that only says something went wrong or is not there, with a way back.
struct MessagePageContext: Sendable {
    let chrome: PageChrome
    let heading: String
    let alert: AlertContext?
    let backTitle: String
    let backHref: String
}
