import RickAndMortyFeed

/// A character as a card (`card.mustache`): in the feed, an episode's cast, a location's residents.
struct CardContext: Sendable {
    let id: Int
    let name: String
    let status: String
    let statusKind: String
    let species: String
    let gender: String
    let href: String
    let imageHref: String
    /// The favourite toggle and `data-favorite`, when the page shows the library.
    var favorite: ToggleContext?

    init(_ character: CharacterViewModel, marks: LibraryMarks) {
        self.init(character)
        favorite = marks.favorite(character.id)
    }

    init(_ character: CharacterViewModel) {
        id = character.id
        name = character.name
        status = character.status
        statusKind = character.statusKind.rawValue
        species = character.species
        gender = character.gender
        href = "/characters/\(character.id)"
        imageHref = "/characters/\(character.id)/image"
    }
}

/// An episode as a line of a list (`episode-entry.mustache`): the episodes list, a character's episodes.
struct EpisodeEntry: Sendable {
    let id: Int
    let name: String
    let code: String
    let airDate: String
    let characters: String
    let href: String
    /// The watched toggle and `data-watched`, when the page shows the library.
    var watched: ToggleContext?

    init(_ episode: EpisodeViewModel, marks: LibraryMarks) {
        self.init(episode)
        watched = marks.watched(episode.id)
    }

    init(_ episode: EpisodeViewModel) {
        id = episode.id
        name = episode.name
        code = episode.code
        airDate = episode.airDate
        characters = episode.characters
        href = "/episodes/\(episode.id)"
    }
}

/// A location as a line of a list (`location-entry.mustache`).
struct LocationEntry: Sendable {
    let id: Int
    let name: String
    let type: String
    let dimension: String
    let residents: String
    let href: String

    init(_ location: LocationViewModel) {
        id = location.id
        name = location.name
        type = location.type
        dimension = location.dimension
        residents = location.residents
        href = "/locations/\(location.id)"
    }
}
