import RickAndMortyFeed

/// The JSON of `rmfeed character|episode|location ID`: the item's fields as its list writes
/// them, then its links resolved (`"episodes"`, `"characters"`, `"residents"`, each
/// `[{"id","name",…}]`), then `"source"`.
enum DetailJSON {
    static func render(_ detail: CharacterDetail) -> String {
        let character = detail.character
        return OrderedJSON.object(ItemJSON.characterMembers(character) + [
            ("episodeIds", .numbers(character.episodeIDs)),
            ("originId", .optional(character.originID)),
            ("locationId", .optional(character.locationID)),
            ("originPlace", detail.origin.map(ItemJSON.location) ?? .null),
            ("locationPlace", detail.location.map(ItemJSON.location) ?? .null),
            ("episodes", .array(detail.episodes.map(ItemJSON.episode))),
            source(detail.source),
        ]).text
    }

    static func render(_ detail: EpisodeDetail) -> String {
        OrderedJSON.object(ItemJSON.episodeMembers(detail.episode) + [
            ("characters", .array(detail.cast.map(ItemJSON.character))),
            source(detail.source),
        ]).text
    }

    static func render(_ detail: LocationDetail) -> String {
        OrderedJSON.object(ItemJSON.locationMembers(detail.location) + [
            ("residents", .array(detail.residents.map(ItemJSON.character))),
            source(detail.source),
        ]).text
    }

    private static func source(_ source: FeedSource) -> (String, OrderedJSON) {
        PageJSON.sourceMembers(source)[0]
    }
}
