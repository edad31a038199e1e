import Logging
import RickAndMortyFeed

/// Loads from remote and replaces that page of the cache with what remote delivered. A failed save does not
/// hide the characters: they are delivered with `saveFailed`, and the failure is logged.
public final class RemoteCharactersSavingToCache: CharactersFeed {
    private let remote: any CharactersLoader
    private let cache: any CharactersCache
    private let logger: Logger

    public init(remote: any CharactersLoader, cache: any CharactersCache, logger: Logger) {
        self.remote = remote
        self.cache = cache
        self.logger = logger
    }

    public func load(_ query: CharactersQuery) async throws -> LoadedCharactersPage {
        let page = try await remote.load(query)
        do {
            try await cache.save(page, for: query)
            return LoadedCharactersPage(page: page, source: .remote)
        } catch {
            logger.warning("could not save page \(query.page) to the cache", metadata: ["error": "\(error)"])
            return LoadedCharactersPage(page: page, source: .remote, saveFailed: true)
        }
    }
}
