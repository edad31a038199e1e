import RickAndMortyFeed

/// The detail page of one character: large image, and every fact the feed keeps about it.
struct CharacterPageContext: Sendable {
    struct Fact: Sendable {
        let label: String
        let value: String
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

    init(_ character: CharacterViewModel, chrome: PageChrome, localization: FeedLocalization) {
        self.chrome = chrome
        backTitle = localization.string(.backToFeed)
        backHref = "/"
        id = character.id
        name = character.name
        status = character.status
        statusKind = character.statusKind.rawValue
        imageHref = "/characters/\(character.id)/image"
        facts = [
            Fact(label: localization.string(.labelStatus), value: character.status),
            Fact(label: localization.string(.labelSpecies), value: character.species),
            character.type.map { Fact(label: localization.string(.labelType), value: $0) },
            Fact(label: localization.string(.labelGender), value: character.gender),
            Fact(label: localization.string(.labelOrigin), value: character.origin),
            Fact(label: localization.string(.labelLocation), value: character.location),
            Fact(label: localization.string(.labelEpisodes), value: character.episodes),
        ].compactMap { $0 }
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
