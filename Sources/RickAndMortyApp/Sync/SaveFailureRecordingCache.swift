import RickAndMortyFeed

/// Passes a sync's page saves on to the cache and keeps the first failure, so the sync can say
/// why its pages could not be saved (a read-only folder, a full disk), not only how many.
actor SaveFailureRecordingCache: CharactersCache {
    private let cache: any CharactersCache
    private(set) var firstError: (any Error)?

    init(_ cache: any CharactersCache) {
        self.cache = cache
    }

    func save(_ page: CharactersPage, for query: CharactersQuery) async throws {
        do {
            try await cache.save(page, for: query)
        } catch {
            if firstError == nil { firstError = error }
            throw error
        }
    }
}
