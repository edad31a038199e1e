import RickAndMortyFeed

/// One resource's routes (`/api/{name}` and `/api/{name}/{ids}`), with the API's semantics:
/// 20 per page sorted by id, a page that is no positive number is page 1, unknown query keys
/// are ignored, "There is nothing here" past the end or when nothing matches; one id as an
/// object (404 with the resource's message when unknown, 500 when not a number), a list of ids
/// as an array of those that exist, sorted by id (500 when malformed).
struct MirrorResource<Item: Hashable & Sendable, Filters: ResourceFilters>: Sendable {
    let name: String
    let notFoundMessage: String
    let features: MirrorResourceFeatures<Item, Filters>
    let filters: @Sendable (MirrorQuery) -> Filters
    let encode: @Sendable (MirrorJSON, Item) -> JSONText

    func page(_ query: MirrorQuery, json: MirrorJSON) async throws -> MirrorAnswer {
        let resourceQuery = ResourceQuery(page: query.page, filters: filters(query))
        let page = try await features.page(resourceQuery)
        guard !page.items.isEmpty else { return .nothingHere }
        return .ok(json.page(page, query: resourceQuery, resource: name) { encode(json, $0) })
    }

    /// The page route in canonical form, for `MirrorAnswerCache`: the page the API reads and the
    /// resource's filters that are given, in its order (every other key is ignored, as the API does).
    func pageRoute(_ query: MirrorQuery) -> String {
        let resourceQuery = ResourceQuery(page: query.page, filters: filters(query))
        let given = resourceQuery.filters.fields.compactMap { field in
            field.value.map { "&\(field.name)=\(QueryValueEncoding.encode($0))" }
        }
        return "\(name)?page=\(resourceQuery.page)" + given.joined()
    }

    func ids(_ segment: String, json: MirrorJSON) async throws -> MirrorAnswer {
        switch MirrorIDList(segment) {
        case .notAnID:
            return .apiError(500, "Hey! you must provide an id")
        case .malformed:
            return .apiError(500, "Bad... bad array :/")
        case .one(let id):
            guard let item = try await features.item(id) else { return .apiError(404, notFoundMessage) }
            return .ok(encode(json, item))
        case .many(let ids):
            return .ok(.array(try await features.items(ids).map { encode(json, $0) }))
        }
    }
}

extension MirrorFeatures {
    var characterRoutes: MirrorResource<FeedCharacter, CharacterFilters> {
        MirrorResource(name: "character", notFoundMessage: "Character not found", features: characters, filters: {
            CharacterFilters(name: $0["name"], status: $0["status"], species: $0["species"], type: $0["type"], gender: $0["gender"])
        }, encode: { $0.character($1) })
    }

    var episodeRoutes: MirrorResource<FeedEpisode, EpisodeFilters> {
        MirrorResource(name: "episode", notFoundMessage: "Episode not found", features: episodes, filters: {
            EpisodeFilters(name: $0["name"], episode: $0["episode"])
        }, encode: { $0.episode($1) })
    }

    var locationRoutes: MirrorResource<FeedLocation, LocationFilters> {
        MirrorResource(name: "location", notFoundMessage: "Location not found", features: locations, filters: {
            LocationFilters(name: $0["name"], type: $0["type"], dimension: $0["dimension"])
        }, encode: { $0.location($1) })
    }
}
