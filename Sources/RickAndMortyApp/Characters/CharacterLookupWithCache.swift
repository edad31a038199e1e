import Logging
import RickAndMortyFeed

/// Looks a character up by id in the API; `RemoteCharacterLoader` is the real one.
public protocol CharacterByIDLoader: Sendable {
    func load(id: Int) async throws -> FeedCharacter?
}

/// The cache's side of a lookup by id; `CachedCharacterLookup` is the real one.
public protocol CharacterByIDCache: Sendable {
    func character(id: Int) async throws -> FeedCharacter?
    func save(_ character: FeedCharacter) async throws
}

extension RemoteCharacterLoader: CharacterByIDLoader {}
extension CachedCharacterLookup: CharacterByIDCache {}

/// A character by id: the cache (a cached page, or an earlier lookup), else the API, whose
/// answer is kept so the character's detail page and image work offline afterwards. An
/// unreadable cache counts as a miss; a failed save is logged and the character still shown.
public final class CharacterLookupWithCache: Sendable {
    private let cache: any CharacterByIDCache
    private let remote: any CharacterByIDLoader
    private let logger: Logger

    public init(cache: any CharacterByIDCache, remote: any CharacterByIDLoader, logger: Logger) {
        self.cache = cache
        self.remote = remote
        self.logger = logger
    }

    /// `nil` when the API does not know the character.
    public func character(id: Int) async throws -> FeedCharacter? {
        if let cached = await cached(id: id) { return cached }
        guard let character = try await remote.load(id: id) else { return nil }
        do {
            try await cache.save(character)
        } catch {
            logger.warning("could not save character \(id) to the cache", metadata: ["error": "\(error)"])
        }
        return character
    }

    /// The character when the cache has it; the API is not asked.
    public func cached(id: Int) async -> FeedCharacter? {
        try? await cache.character(id: id)
    }
}
