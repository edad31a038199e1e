import RickAndMortyFeed

/// A character, an episode or a location by id with its links resolved (`ItemsByIDWithCache`
/// for each side). The item itself: `nil` when the API does not know it; when neither the API
/// nor a valid cache has it, the API's error (the scenario's error message). Its links: what
/// can be had, never an error but cancellation. At most `maxLinksResolved` of a list are
/// resolved for one view; the page counts the rest among the links it could not show.
public final class LinkedDetails: Sendable {
    /// The API's longest list is a location's residents, a few hundred; a hostile upstream's
    /// 100,000 links would otherwise be 500 many-ids requests for every view.
    public static let maxLinksResolved = 1_000

    let characters: ItemsByIDWithCache<FeedCharacter>
    let episodes: ItemsByIDWithCache<FeedEpisode>
    private let locations: ItemsByIDWithCache<FeedLocation>

    public init(
        characters: ItemsByIDWithCache<FeedCharacter>,
        episodes: ItemsByIDWithCache<FeedEpisode>,
        locations: ItemsByIDWithCache<FeedLocation>
    ) {
        self.characters = characters
        self.episodes = episodes
        self.locations = locations
    }

    public func character(id: Int, preferring preference: FeedPreference) async throws -> CharacterDetail? {
        guard let (character, source) = try await item(id, of: characters, preferring: preference) else { return nil }
        async let episodes = episodes.items(ids: Self.bounded(character.episodeIDs), preferring: preference)
        async let places = locations.items(ids: [character.originID, character.locationID].compactMap { $0 }, preferring: preference)
        let placesByID = Dictionary(try await places.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return CharacterDetail(
            character: character,
            episodes: try await episodes.items,
            origin: character.originID.flatMap { placesByID[$0] },
            location: character.locationID.flatMap { placesByID[$0] },
            source: source
        )
    }

    public func episode(id: Int, preferring preference: FeedPreference) async throws -> EpisodeDetail? {
        guard let (episode, source) = try await item(id, of: episodes, preferring: preference) else { return nil }
        let cast = try await characters.items(ids: Self.bounded(episode.characterIDs), preferring: preference)
        return EpisodeDetail(episode: episode, cast: cast.items, source: source)
    }

    public func location(id: Int, preferring preference: FeedPreference) async throws -> LocationDetail? {
        guard let (location, source) = try await item(id, of: locations, preferring: preference) else { return nil }
        let residents = try await characters.items(ids: Self.bounded(location.residentIDs), preferring: preference)
        return LocationDetail(location: location, residents: residents.items, source: source)
    }

    /// The first `maxLinksResolved` distinct ids of a list, in its order.
    static func bounded(_ ids: [Int]) -> [Int] {
        var seen = Set<Int>()
        var bounded: [Int] = []
        for id in ids where bounded.count < maxLinksResolved && seen.insert(id).inserted {
            bounded.append(id)
        }
        return bounded
    }

    private func item<Item>(
        _ id: Int, of resource: ItemsByIDWithCache<Item>, preferring preference: FeedPreference
    ) async throws -> (Item, FeedSource)? {
        let resolved = try await resource.items(ids: [id], preferring: preference)
        if let item = resolved.items.first { return (item, resolved.source) }
        if let error = resolved.remoteError { throw error }
        return nil
    }
}
