import Foundation
import RickAndMortyFeed

/// Lets many page views share the feed: views of one page that arrive while it loads share that
/// one upstream load (`SharedLoads`, as the mirror's misses do), and a page remote delivered less
/// than `maxAge` ago is delivered again as the latest, so a busy page does not hammer the API. A
/// page the cache stood in for is never kept: the next view asks remote first again. With
/// `maxAge` 0 every load goes to the decoratee.
public actor RecentRemoteResourceFeed<Item: Hashable & Sendable, Filters: ResourceFilters>: ResourceFeed {
    private struct Recent {
        let loaded: LoadedResourcePage<Item>
        let loadedAt: Date
    }

    private let decoratee: any ResourceFeed<Item, Filters>
    private let maxAge: TimeInterval
    private let capacity: Int
    private let currentDate: @Sendable () -> Date
    private let inFlight = SharedLoads<ResourceQuery<Filters>, LoadedResourcePage<Item>>()
    private var recent: [ResourceQuery<Filters>: Recent] = [:]

    /// - Parameters:
    ///   - maxAge: how long, in seconds, a page from remote counts as the latest; 0 turns sharing off.
    ///   - capacity: how many recent pages are kept at most (filters make the set of pages unbounded).
    public init(
        decoratee: any ResourceFeed<Item, Filters>,
        maxAge: TimeInterval,
        capacity: Int = 512,
        currentDate: @escaping @Sendable () -> Date = Date.init
    ) {
        self.decoratee = decoratee
        self.maxAge = max(0, maxAge)
        self.capacity = max(1, capacity)
        self.currentDate = currentDate
    }

    public func load(_ query: ResourceQuery<Filters>) async throws -> LoadedResourcePage<Item> {
        guard maxAge > 0 else { return try await decoratee.load(query) }
        if let kept = latest(query) { return kept }
        let decoratee = self.decoratee
        return try await inFlight.value(for: query) { [self] in
            // A load that ended between the look above and this one has kept its page.
            if let kept = await latest(query) { return kept }
            let loaded = try await decoratee.load(query)
            // Kept before the shared load ends, so a view that comes next finds it.
            await remember(loaded, for: query)
            return loaded
        }
    }

    private func latest(_ query: ResourceQuery<Filters>) -> LoadedResourcePage<Item>? {
        guard let kept = recent[query], currentDate().timeIntervalSince(kept.loadedAt) < maxAge else { return nil }
        return kept.loaded
    }

    private func remember(_ loaded: LoadedResourcePage<Item>, for query: ResourceQuery<Filters>) {
        if loaded.mayBeKeptAsLatest {
            keep(loaded, for: query)
        } else {
            recent[query] = nil
        }
    }

    private func keep(_ loaded: LoadedResourcePage<Item>, for query: ResourceQuery<Filters>) {
        let now = currentDate()
        if recent[query] == nil, recent.count >= capacity {
            recent = recent.filter { now.timeIntervalSince($0.value.loadedAt) < maxAge }
            if recent.count >= capacity, let oldest = recent.min(by: { $0.value.loadedAt < $1.value.loadedAt }) {
                recent[oldest.key] = nil
            }
        }
        recent[query] = Recent(loaded: loaded, loadedAt: now)
    }
}

/// The characters feed shared by many page views.
public typealias RecentRemoteCharactersFeed = RecentRemoteResourceFeed<FeedCharacter, CharacterFilters>
