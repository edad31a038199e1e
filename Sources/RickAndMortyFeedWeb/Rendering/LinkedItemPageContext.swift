import RickAndMortyFeed

/// The page of an episode or a location (`linked-item.mustache`): its facts, where it came from,
/// and the characters it links to (the cast, the residents) as the feed's cards. Links to
/// characters the API does not have are counted, never shown as cards.
struct LinkedItemPageContext: Sendable {
    struct Fact: Sendable {
        let label: String
        let value: String
    }

    let chrome: PageChrome
    let backTitle: String
    let backHref: String
    /// One of the two is set: the page's hook, `data-episode-id` or `data-location-id`.
    let episodeID: Int?
    let locationID: Int?
    let name: String
    let kicker: String?
    let facts: [Fact]
    let source: String
    let sourceMessage: String
    let offline: Bool
    let linkedTitle: String
    let linkedCount: String
    let missingMessage: String?
    let emptyMessage: String?
    let cards: [CardContext]
    /// A location's link to the characters from there (`/?origin=ID`), answered from the cache.
    let originLink: OriginLink?
    /// An episode's watched toggle and `data-watched`, when the page shows the library.
    let watched: ToggleContext?

    struct OriginLink: Sendable {
        let href: String
        let title: String
    }

    init(
        _ episode: EpisodeViewModel, cast: [FeedCharacter], source: FeedSource,
        chrome: PageChrome, environment: WebEnvironment, localization: FeedLocalization, marks: LibraryMarks = .none
    ) {
        let detail = DetailPresenter(localization: localization, currentDate: environment.currentDate)
        self.init(
            chrome: chrome, section: .episodes, episodeID: episode.id, locationID: nil,
            name: episode.name, kicker: episode.code,
            facts: [
                Fact(label: localization.string(.labelEpisodeCode), value: episode.seasonAndNumber ?? episode.code),
                Fact(label: localization.string(.labelAirDate), value: episode.airDate),
            ],
            source: source, linkedTitle: localization.string(.labelCast), linkedCount: episode.characters,
            missingMessage: detail.missingCharacters(listed: episode.characterIDs, found: cast.map(\.id)),
            emptyMessage: episode.characterIDs.isEmpty ? localization.string(.castEmpty) : nil,
            linked: cast, environment: environment, localization: localization, marks: marks
        )
    }

    init(
        _ location: LocationViewModel, residents: [FeedCharacter], source: FeedSource,
        chrome: PageChrome, environment: WebEnvironment, localization: FeedLocalization, marks: LibraryMarks = .none
    ) {
        let detail = DetailPresenter(localization: localization, currentDate: environment.currentDate)
        self.init(
            chrome: chrome, section: .locations, episodeID: nil, locationID: location.id,
            name: location.name, kicker: nil,
            facts: [
                Fact(label: localization.string(.labelType), value: location.type),
                Fact(label: localization.string(.labelDimension), value: location.dimension),
            ],
            source: source, linkedTitle: localization.string(.labelResidents), linkedCount: location.residents,
            missingMessage: detail.missingCharacters(listed: location.residentIDs, found: residents.map(\.id)),
            emptyMessage: location.residentIDs.isEmpty ? localization.string(.residentsEmpty) : nil,
            linked: residents, environment: environment, localization: localization, marks: marks
        )
    }

    private init(
        chrome: PageChrome, section: SiteSection, episodeID: Int?, locationID: Int?, name: String, kicker: String?,
        facts: [Fact], source: FeedSource, linkedTitle: String, linkedCount: String, missingMessage: String?,
        emptyMessage: String?, linked: [FeedCharacter], environment: WebEnvironment, localization: FeedLocalization,
        marks: LibraryMarks
    ) {
        let characters = environment.presenter(for: localization)
        self.chrome = chrome
        backTitle = localization.string(section.backTitle)
        backHref = section.path
        self.episodeID = episodeID
        self.locationID = locationID
        self.name = name
        self.kicker = kicker
        self.facts = facts
        self.source = CharactersPresenter.sourceToken(for: source)
        sourceMessage = DetailPresenter(localization: localization, currentDate: environment.currentDate)
            .sourceMessage(for: source, texts: section.texts)
        offline = CharactersPresenter.isOffline(source)
        self.linkedTitle = linkedTitle
        self.linkedCount = linkedCount
        self.missingMessage = missingMessage
        self.emptyMessage = emptyMessage
        cards = linked.map { CardContext(characters.viewModel(for: $0), marks: marks) }
        originLink = locationID.map { OriginLink(href: "/?origin=\($0)", title: localization.string(.charactersFromHere)) }
        watched = episodeID.flatMap { marks.watched($0) }
    }
}
