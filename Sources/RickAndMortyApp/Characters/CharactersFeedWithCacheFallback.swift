import RickAndMortyFeed

/// Remote-first: when the primary feed fails, a valid cached page stands in for it, marked with
/// the failure so the UI can say "offline". With no usable cache the primary's error is what the
/// person sees (the scenario's error message). Cancellation is never covered up.
public final class CharactersFeedWithCacheFallback: CharactersFeed {
    private let primary: any CharactersFeed
    private let cache: any CachedCharactersSource

    public init(primary: any CharactersFeed, cache: any CachedCharactersSource) {
        self.primary = primary
        self.cache = cache
    }

    public func load(_ query: CharactersQuery) async throws -> LoadedCharactersPage {
        do {
            return try await primary.load(query)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // An unreadable cache is no reason to hide the remote failure: report that one.
            guard let cached = try? await cache.load(query) else { throw error }
            let reason = (error as? RemoteLoadError) ?? .connectivity
            return LoadedCharactersPage(page: cached.page, source: .cache(savedAt: cached.savedAt, remoteError: reason))
        }
    }
}
