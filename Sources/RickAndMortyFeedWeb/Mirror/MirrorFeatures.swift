import RickAndMortyFeed

/// What the mirror API (`/api`) asks of the app, in the core's terms; the composition root builds
/// it (`FeedApp.mirrorFeatures()`), tests hand in closures. A remote failure with no valid cache
/// to stand in is thrown as `RemoteLoadError`; too many ids to read through as `TooManyIDs`.
public struct MirrorFeatures: Sendable {
    public var characters: MirrorResourceFeatures<FeedCharacter, CharacterFilters>
    public var episodes: MirrorResourceFeatures<FeedEpisode, EpisodeFilters>
    public var locations: MirrorResourceFeatures<FeedLocation, LocationFilters>
    /// A character's avatar by the app's one image path; `nil` when there is no such character.
    public var avatar: @Sendable (Int) async throws -> CharacterImage?
    /// Moves on with every change to the cache (`FeedApp.cacheGeneration`): the answers the mirror
    /// keeps in memory are dropped once it moves.
    public var cacheGeneration: @Sendable () async -> UInt64

    public init(
        characters: MirrorResourceFeatures<FeedCharacter, CharacterFilters>,
        episodes: MirrorResourceFeatures<FeedEpisode, EpisodeFilters>,
        locations: MirrorResourceFeatures<FeedLocation, LocationFilters>,
        avatar: @escaping @Sendable (Int) async throws -> CharacterImage?,
        cacheGeneration: @escaping @Sendable () async -> UInt64
    ) {
        self.characters = characters
        self.episodes = episodes
        self.locations = locations
        self.avatar = avatar
        self.cacheGeneration = cacheGeneration
    }
}

/// One resource of the mirror: a page (the empty page is the API's "There is nothing here"),
/// the items of many ids (those that exist, sorted by id), one item (`nil`: not found).
public struct MirrorResourceFeatures<Item: Hashable & Sendable, Filters: ResourceFilters>: Sendable {
    public var page: @Sendable (ResourceQuery<Filters>) async throws -> ResourcePage<Item>
    public var items: @Sendable ([Int]) async throws -> [Item]
    public var item: @Sendable (Int) async throws -> Item?

    public init(
        page: @escaping @Sendable (ResourceQuery<Filters>) async throws -> ResourcePage<Item>,
        items: @escaping @Sendable ([Int]) async throws -> [Item],
        item: @escaping @Sendable (Int) async throws -> Item?
    ) {
        self.page = page
        self.items = items
        self.item = item
    }
}
