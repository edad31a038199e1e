import RickAndMortyFeed

/// The API's JSON, field for field and in its order (docs/API.md), with every URL under the
/// mirror's own API base (`{public URL}/api`). A `created` the cache did not keep is written as
/// `""` (only ever when the API could not be reached to fill it in).
struct MirrorJSON: Sendable {
    /// `{public URL}/api`, without a trailing slash.
    let apiBase: String

    func url(_ resource: String, _ id: Int) -> String { "\(apiBase)/\(resource)/\(id)" }

    func character(_ character: FeedCharacter) -> JSONText {
        .object([
            ("id", .int(character.id)), ("name", .string(character.name)), ("status", .string(character.status)),
            ("species", .string(character.species)), ("type", .string(character.type)), ("gender", .string(character.gender)),
            ("origin", place(character.origin, character.originID)),
            ("location", place(character.location, character.locationID)),
            ("image", .string("\(apiBase)/character/avatar/\(character.id).jpeg")),
            ("episode", .array(character.episodeIDs.map { .string(url("episode", $0)) })),
            ("url", .string(url("character", character.id))),
            ("created", .string(character.created ?? "")),
        ])
    }

    func episode(_ episode: FeedEpisode) -> JSONText {
        .object([
            ("id", .int(episode.id)), ("name", .string(episode.name)), ("air_date", .string(episode.airDate)),
            ("episode", .string(episode.code)),
            ("characters", .array(episode.characterIDs.map { .string(url("character", $0)) })),
            ("url", .string(url("episode", episode.id))),
            ("created", .string(episode.created ?? "")),
        ])
    }

    func location(_ location: FeedLocation) -> JSONText {
        .object([
            ("id", .int(location.id)), ("name", .string(location.name)), ("type", .string(location.type)),
            ("dimension", .string(location.dimension)),
            ("residents", .array(location.residentIDs.map { .string(url("character", $0)) })),
            ("url", .string(url("location", location.id))),
            ("created", .string(location.created ?? "")),
        ])
    }

    /// `{"info":{"count","pages","next","prev"},"results":[…]}`; `next` and `prev` keep the
    /// query's filters (the known ones, in the API's order) and nothing else.
    func page<Item, Filters: ResourceFilters>(
        _ page: ResourcePage<Item>, query: ResourceQuery<Filters>, resource: String, encode: (Item) -> JSONText
    ) -> JSONText {
        let filters = query.filters.activeFilters.map { "&\($0.name)=\(QueryValueEncoding.encode($0.value))" }.joined()
        let link = { (number: Int) in JSONText.string("\(apiBase)/\(resource)?page=\(number)\(filters)") }
        let count = page.totalCount ?? page.items.count
        return .object([
            ("info", .object([
                ("count", .int(count)), ("pages", .int(page.totalPages)),
                ("next", query.page < page.totalPages ? link(query.page + 1) : .null),
                ("prev", query.page > 1 ? link(query.page - 1) : .null),
            ])),
            ("results", .array(page.items.map(encode))),
        ])
    }

    /// The API's `{"name","url"}` of an origin or location; `url` is `""` when unknown.
    private func place(_ name: String, _ id: Int?) -> JSONText {
        .object([("name", .string(name)), ("url", .string(id.map { url("location", $0) } ?? ""))])
    }

    var index: JSONText {
        .object([
            ("characters", .string("\(apiBase)/character")),
            ("locations", .string("\(apiBase)/location")),
            ("episodes", .string("\(apiBase)/episode")),
        ])
    }

    static func error(_ message: String) -> JSONText {
        .object([("error", .string(message))])
    }
}
