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
    /// The same generation read without waiting, when the cache can tell it so (the SQLite file
    /// store): then kept answers are sent from the event loop (`KeptAnswerHandler`); `nil`: they
    /// are sent through the router only.
    public var cacheGenerationNow: (@Sendable () -> UInt64)?

    public init(
        characters: MirrorResourceFeatures<FeedCharacter, CharacterFilters>,
        episodes: MirrorResourceFeatures<FeedEpisode, EpisodeFilters>,
        locations: MirrorResourceFeatures<FeedLocation, LocationFilters>,
        avatar: @escaping @Sendable (Int) async throws -> CharacterImage?,
        cacheGeneration: @escaping @Sendable () async -> UInt64,
        cacheGenerationNow: (@Sendable () -> UInt64)? = nil
    ) {
        self.characters = characters
        self.episodes = episodes
        self.locations = locations
        self.avatar = avatar
        self.cacheGeneration = cacheGeneration
        self.cacheGenerationNow = cacheGenerationNow
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
