import RickAndMortyFeed

/// Remote-first: when the primary feed fails, a valid cached page stands in for it, marked with
/// the failure so the UI can say "offline". With no usable cache the primary's error is what the
/// person sees (the scenario's error message). Cancellation is never covered up.
public final class ResourceFeedWithCacheFallback<Item: Hashable & Sendable, Filters: ResourceFilters>: ResourceFeed {
    private let primary: any ResourceFeed<Item, Filters>
    private let cache: any CachedResourceSource<Item, Filters>

    public init(primary: any ResourceFeed<Item, Filters>, cache: any CachedResourceSource<Item, Filters>) {
        self.primary = primary
        self.cache = cache
    }

    public func load(_ query: ResourceQuery<Filters>) async throws -> LoadedResourcePage<Item> {
        do {
            return try await primary.load(query)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // An unreadable cache is no reason to hide the remote failure: report that one.
            guard let cached = try? await cache.load(query) else { throw error }
            let reason = (error as? RemoteLoadError) ?? .connectivity
            return cached.loaded(remoteError: reason)
        }
    }
}

/// Remote-first characters, the cache standing in when remote fails.
public typealias CharactersFeedWithCacheFallback = ResourceFeedWithCacheFallback<FeedCharacter, CharacterFilters>
