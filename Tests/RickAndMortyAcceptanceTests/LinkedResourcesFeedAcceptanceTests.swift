import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

/// docs/ARCHITECTURE.md, "Use cases and scenarios": the characters feed's rows, for episodes and
/// for locations, on every store.
@Suite struct LinkedResourcesFeedAcceptanceTests {
    @Test(arguments: LinkedResource.cases)
    func withConnectivity_showsLatestRemoteItemsAndCachesThem(resource: LinkedResource, cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let loaded = try await resource.load(app)

            #expect(loaded == .init(ids: Array(1...20), source: .remote, saveFailed: false))
            #expect(harness.server.stats.count(resource.pageRoute) == 1)
            let cached = try await harness.makeApp().feed(resource, preferring: .cache)
            #expect(cached == .init(ids: loaded.ids, source: .cache(savedAt: harness.currentDate, remoteError: nil), saveFailed: false))
            #expect(harness.server.stats.count(resource.pageRoute) == 1, "the cache answered")
        }
    }

    @Test(arguments: LinkedResource.cases)
    func withConnectivityValidCacheAndPreferCache_showsCachedItemsWithoutRemoteCall(resource: LinkedResource, cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let saved = try await resource.load(app, page: 2)
            let savedAt = harness.currentDate
            harness.advanceClock(by: 3 * .day)
            harness.server.stats.reset()

            let loaded = try await resource.load(harness.makeApp(), page: 2, preferring: .cache)

            #expect(loaded == .init(ids: saved.ids, source: .cache(savedAt: savedAt, remoteError: nil), saveFailed: false))
            #expect(harness.server.stats.total == 0)
        }
    }

    @Test(arguments: LinkedResource.cases)
    func preferCacheWithEmptyCache_showsLatestRemoteItems(resource: LinkedResource, cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let loaded = try await resource.load(app, preferring: .cache)

            #expect(loaded.source == .remote)
            #expect(harness.server.stats.count(resource.pageRoute) == 1)
        }
    }

    @Test(arguments: LinkedResource.cases)
    func withoutConnectivityAndCacheLessThanSevenDaysOld_showsCachedItems(resource: LinkedResource, cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let saved = try await resource.load(app)
            let savedAt = harness.currentDate
            await harness.goOffline()
            harness.advanceClock(by: 7 * .day - 1)

            let loaded = try await resource.load(harness.makeApp())

            #expect(loaded == .init(ids: saved.ids, source: .cache(savedAt: savedAt, remoteError: .connectivity), saveFailed: false))
        }
    }

    @Test(arguments: LinkedResource.cases)
    func withoutConnectivityAndCacheSevenDaysOldOrMore_showsConnectivityError(resource: LinkedResource, cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await resource.load(app)
            await harness.goOffline()
            harness.advanceClock(by: 7 * .day)

            await #expect(throws: RemoteLoadError.connectivity) { try await resource.load(harness.makeApp()) }
        }
    }

    @Test(arguments: LinkedResource.cases)
    func withoutConnectivityAndEmptyCache_showsConnectivityError(resource: LinkedResource, cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            await harness.goOffline()

            await #expect(throws: RemoteLoadError.connectivity) { try await resource.load(app) }
        }
    }

    @Test(arguments: LinkedResource.cases)
    func remoteInvalidDataAndNoValidCache_showsInvalidDataError(resource: LinkedResource, cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            harness.server.faults.inject(.invalidJSON, scope: resource.scope)

            await #expect(throws: RemoteLoadError.invalidData) { try await resource.load(app) }
        }
    }

    @Test(arguments: LinkedResource.cases)
    func remoteInvalidDataWithValidCache_showsCachedItemsMarkedWithTheFailure(resource: LinkedResource, cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let saved = try await resource.load(app)
            harness.server.faults.inject(.invalidJSON, scope: resource.scope)

            let loaded = try await resource.load(harness.makeApp())

            #expect(loaded == .init(ids: saved.ids, source: .cache(savedAt: harness.currentDate, remoteError: .invalidData), saveFailed: false))
        }
    }
}

private extension FeedApp {
    func feed(_ resource: LinkedResource, preferring preference: FeedPreference) async throws -> LinkedResource.Shown {
        try await resource.load(self, preferring: preference)
    }
}
