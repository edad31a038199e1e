import GraphQL
import OrderedCollections
import RickAndMortyFeed

/// The API's `Character`, `Location`, `Episode` and `Info` types, field for field as its SDL
/// (`Resources/schema.graphql`). Linked items resolve a level at a time (`GraphQLLevel`).
struct GraphQLObjectTypes {
    let character = GraphQLTypeSlot()
    let location = GraphQLTypeSlot()
    let episode = GraphQLTypeSlot()
    let info: GraphQLObjectType

    init() throws {
        typealias F = GraphQLFields
        info = try GraphQLObjectType(name: "Info", fields: [
            "count": F.value(GraphQLInt, "The length of the response.") { (info: GraphQLInfo) in info.count },
            "pages": F.value(GraphQLInt, "The amount of pages.") { (info: GraphQLInfo) in info.pages },
            "next": F.value(GraphQLInt, "Number of the next page (if it exists)") { (info: GraphQLInfo) in info.next },
            "prev": F.value(GraphQLInt, "Number of the previous page (if it exists)") { (info: GraphQLInfo) in info.prev },
        ])
        let (character, location, episode) = (self.character, self.location, self.episode)
        character.type = try GraphQLObjectType(name: "Character", fields: {
            typealias C = GraphQLNode<FeedCharacter>
            return [
                "id": F.value(GraphQLID, "The id of the character.") { (c: C) in String(c.item.id) },
                "name": F.value(GraphQLString, "The name of the character.") { (c: C) in c.item.name },
                "status": F.value(GraphQLString, "The status of the character ('Alive', 'Dead' or 'unknown').") { (c: C) in c.item.status },
                "species": F.value(GraphQLString, "The species of the character.") { (c: C) in c.item.species },
                "type": F.value(GraphQLString, "The type or subspecies of the character.") { (c: C) in c.item.type },
                "gender": F.value(GraphQLString, "The gender of the character ('Female', 'Male', 'Genderless' or 'unknown').") { (c: C) in
                    c.item.gender
                },
                "origin": F.lookup(try location.get(), "The character's origin location") { (c: C, _, context) in
                    try await Self.place(c, "origin", name: c.item.origin, id: c.item.originID, link: \.originID, context: context)
                },
                "location": F.lookup(try location.get(), "The character's last known location") { (c: C, _, context) in
                    try await Self.place(c, "location", name: c.item.location, id: c.item.locationID, link: \.locationID, context: context)
                },
                "image": F.lookup(
                    GraphQLString,
                    "Link to the character's image.\nAll images are 300x300px and most are medium shots or portraits since they are intended to be used as avatars."
                ) { (c: C, _, context) in "\(context.apiBase)/character/avatar/\(c.item.id).jpeg" },
                "episode": F.lookup(GraphQLNonNull(GraphQLList(try episode.get())), "Episodes in which this character appeared.") {
                    (c: C, _, context) in
                    try await c.level.linked("episode", links: \.episodeIDs, load: context.source.episodes.items).nodes(c.item.episodeIDs)
                },
                "created": F.value(GraphQLString, "Time at which the character was created in the database.") { (c: C) in c.item.created },
            ]
        })
        location.type = try GraphQLObjectType(name: "Location", fields: {
            typealias L = GraphQLPlace
            return [
                "id": F.value(GraphQLID, "The id of the location.") { (l: L) in l.known.map { String($0.item.id) } },
                "name": F.value(GraphQLString, "The name of the location.") { (l: L) in l.name },
                "type": F.value(GraphQLString, "The type of the location.") { (l: L) in l.known?.item.type },
                "dimension": F.value(GraphQLString, "The dimension in which the location is located.") { (l: L) in l.known?.item.dimension },
                "residents": F.lookup(GraphQLNonNull(GraphQLList(try character.get())), "List of characters who have been last seen in the location.") {
                    (l: L, _, context) in
                    guard let node = l.known else { return [GraphQLNode<FeedCharacter>]() }
                    return try await node.level.linked("residents", links: \.residentIDs, load: context.source.characters.items)
                        .nodes(node.item.residentIDs)
                },
                "created": F.value(GraphQLString, "Time at which the location was created in the database.") { (l: L) in l.known?.item.created },
            ]
        })
        episode.type = try GraphQLObjectType(name: "Episode", fields: {
            typealias E = GraphQLNode<FeedEpisode>
            return [
                "id": F.value(GraphQLID, "The id of the episode.") { (e: E) in String(e.item.id) },
                "name": F.value(GraphQLString, "The name of the episode.") { (e: E) in e.item.name },
                "air_date": F.value(GraphQLString, "The air date of the episode.") { (e: E) in e.item.airDate },
                "episode": F.value(GraphQLString, "The code of the episode.") { (e: E) in e.item.code },
                "characters": F.lookup(GraphQLNonNull(GraphQLList(try character.get())), "List of characters who have been seen in the episode.") {
                    (e: E, _, context) in
                    try await e.level.linked("characters", links: \.characterIDs, load: context.source.characters.items)
                        .nodes(e.item.characterIDs)
                },
                "created": F.value(GraphQLString, "Time at which the episode was created in the database.") { (e: E) in e.item.created },
            ]
        })
    }

    /// An origin or location: `{name}` alone when the API gives no id, else the location (one
    /// lookup for the whole level), or null when the API does not know it.
    private static func place(
        _ character: GraphQLNode<FeedCharacter>, _ field: String, name: String, id: Int?,
        link: @escaping @Sendable (FeedCharacter) -> Int?, context: GraphQLRequestContext
    ) async throws -> GraphQLPlace? {
        guard let id else { return .named(name) }
        let linked = try await character.level.linked(field, links: { link($0).map { [$0] } ?? [] }, load: context.source.locations.items)
        return try linked.nodes([id]).first.map(GraphQLPlace.known)
    }
}

extension GraphQLPlace {
    var known: GraphQLNode<FeedLocation>? {
        if case .known(let node) = self { node } else { nil }
    }

    var name: String {
        switch self {
        case .known(let node): node.item.name
        case .named(let name): name
        }
    }
}
