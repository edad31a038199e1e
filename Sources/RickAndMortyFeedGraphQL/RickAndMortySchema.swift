import GraphQL
import OrderedCollections
import RickAndMortyFeed

/// The Rick and Morty API's GraphQL schema with its resolvers' semantics: an unknown id is null,
/// by-ids drops unknown ids, a listing past its end or with no match is `results: []` with a
/// null `info`, filters and pages as the REST routes read them.
public enum RickAndMortySchema {
    /// More ids than this in one by-ids field are refused: the API has fewer items than that.
    public static let maxIDsPerField = 1_000

    public static func make() throws -> GraphQLSchema {
        let types = try GraphQLObjectTypes()
        let character = try types.character.get(), location = try types.location.get(), episode = try types.episode.get()
        let characterFilter = try filter("FilterCharacter", ["name", "status", "species", "type", "gender"])
        let locationFilter = try filter("FilterLocation", ["name", "type", "dimension"])
        let episodeFilter = try filter("FilterEpisode", ["name", "episode"])
        let characters = try pageType("Characters", of: character, info: types.info)
        let locations = try pageType("Locations", of: location, info: types.info)
        let episodes = try pageType("Episodes", of: episode, info: types.info)
        let query = try GraphQLObjectType(name: "Query", fields: [
            "character": one(character, "Get a specific character by ID") { $0.characters.items },
            "characters": page(characters, "Get the list of all characters", filter: characterFilter, { $0.characters.page }) {
                CharacterFilters(name: $0["name"], status: $0["status"], species: $0["species"], type: $0["type"], gender: $0["gender"])
            },
            "charactersByIds": many(character, "Get a list of characters selected by ids") { $0.characters.items },
            "location": one(location, "Get a specific locations by ID", present: places) { $0.locations.items },
            "locations": page(locations, "Get the list of all locations", filter: locationFilter, present: places, { $0.locations.page }) {
                LocationFilters(name: $0["name"], type: $0["type"], dimension: $0["dimension"])
            },
            "locationsByIds": many(location, "Get a list of locations selected by ids", present: places) { $0.locations.items },
            "episode": one(episode, "Get a specific episode by ID") { $0.episodes.items },
            "episodes": page(episodes, "Get the list of all episodes", filter: episodeFilter, { $0.episodes.page }) {
                EpisodeFilters(name: $0["name"], episode: $0["episode"])
            },
            "episodesByIds": many(episode, "Get a list of episodes selected by ids") { $0.episodes.items },
        ])
        // The directives every GraphQL server of the API's time knew, without the newer `@oneOf`
        // (no input here is one), so a client comparing schemas sees no difference.
        return try GraphQLSchema(
            query: query, types: [character, location, episode, types.info],
            directives: [GraphQLIncludeDirective, GraphQLSkipDirective, GraphQLDeprecatedDirective, GraphQLSpecifiedByDirective]
        )
    }

    /// The SDL the schema prints, as `Resources/schema.graphql` keeps it.
    public static func sdl() throws -> String {
        printSchema(schema: try make())
    }

    private static let places: Present<FeedLocation> = { $0.map(GraphQLPlace.known) }

    private static func filter(_ name: String, _ fields: [String]) throws -> GraphQLInputObjectType {
        var map = InputObjectFieldMap()
        for field in fields { map[field] = InputObjectField(type: GraphQLString) }
        return try GraphQLInputObjectType(name: name, fields: map)
    }

    private static func pageType(_ name: String, of item: GraphQLObjectType, info: GraphQLObjectType) throws -> GraphQLObjectType {
        try GraphQLObjectType(name: name, fields: [
            "info": GraphQLField(type: info, resolve: { source, _, _, _ in (source as? GraphQLPage)?.info }),
            "results": GraphQLField(type: GraphQLList(item), resolve: { source, _, _, _ in (source as? GraphQLPage)?.results }),
        ])
    }
}
