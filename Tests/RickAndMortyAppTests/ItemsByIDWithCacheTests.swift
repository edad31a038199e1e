import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

/// The one rule for items by id: the cache when it holds all of them or the whole resource
/// (prefer cache), else the missing ones through the API's many-ids form, then cached; the
/// cache's part when the API fails.
@Suite(.trackingMemoryLeaks) struct ItemsByIDWithCacheTests {
    private static let savedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func items_preferCacheAndEveryIDCached_areTheCachedOnesInTheOrderAskedWithoutAskingTheAPI() async throws {
        let (sut, spy) = makeSUT { $0.cached = [Self.saved(1, at: 10), Self.saved(2, at: 0), Self.saved(3, at: 20)] }

        let resolved = try await sut.items(ids: [3, 1, 2, 1], preferring: .cache)

        #expect(resolved.items.map(\.id) == [3, 1, 2])
        #expect(resolved.savedAt == Self.savedAt, "the oldest of them")
        #expect(resolved.remoteError == nil)
        #expect(spy.messages == [.cached([3, 1, 2])])
    }

    /// A mixed answer is dated by its oldest cached item.
    @Test func items_preferCacheAndOneIDMissing_asksTheAPIOnlyForTheMissingOnes() async throws {
        let (sut, spy) = makeSUT {
            $0.cached = [Self.saved(1), Self.saved(3, at: 5)]
            $0.remote = .success([Self.episode(2), Self.episode(1)])
        }

        let resolved = try await sut.items(ids: [2, 1, 3], preferring: .cache)

        #expect(resolved.items.map(\.id) == [2, 1, 3])
        #expect(resolved.source == .cache(savedAt: Self.savedAt, remoteError: nil))
        #expect(spy.messages == [.cached([2, 1, 3]), .whole, .cached([2]), .remote([2]), .save([2])])
    }

    /// With every page of the resource cached, an id the cache lacks is one the API lacks too.
    @Test func items_wholeResourceCached_unknownIDIsNotAsked() async throws {
        let (sut, spy) = makeSUT {
            $0.cached = [Self.saved(1)]
            $0.holdsWholeResource = true
        }

        let resolved = try await sut.items(ids: [1, 404], preferring: .cache)

        #expect(resolved.items.map(\.id) == [1])
        #expect(resolved.source == .cache(savedAt: Self.savedAt, remoteError: nil))
        #expect(spy.messages == [.cached([1, 404]), .whole, .cached([1, 404])], "read again once known whole, never asked")
    }

    /// A sync saves the last pages between the first read and the question "is it whole?": the
    /// items it brought answer, not the first read's gap.
    @Test func items_cacheMadeWholeBetweenTheTwoReads_answersTheItemsTheSaveBrought() async throws {
        let (sut, spy) = makeSUT {
            $0.holdsWholeResource = true
            $0.arriving = (read: 2, items: [Self.saved(7)])
        }

        #expect(try await sut.items(ids: [7], preferring: .cache).items.map(\.id) == [7])
        #expect(spy.messages == [.cached([7]), .whole, .cached([7])])
    }

    /// Two requests for the same ids, the second arriving just after the first one's shared load
    /// ended: it finds the saved items instead of starting a second load upstream.
    @Test func items_sameIDsLoadedAndSavedMeanwhile_areAnsweredFromTheCacheWithoutAskingAgain() async throws {
        let (sut, spy) = makeSUT {
            $0.arriving = (read: 2, items: [Self.saved(7)])
            $0.remote = .success([Self.episode(7)])
        }

        #expect(try await sut.items(ids: [7], preferring: .cache).items.map(\.id) == [7])
        #expect(spy.messages == [.cached([7]), .whole, .cached([7])])
    }

    @Test func items_overlappingMisses_shareOneRequest() async throws {
        let (sut, spy) = makeSUT {
            $0.remote = .success([Self.episode(7)])
            $0.remoteTakes = .milliseconds(200)
        }

        async let first = sut.items(ids: [7], preferring: .cache)
        async let second = sut.items(ids: [7], preferring: .cache)
        let answers = try await [first, second]

        #expect(answers.map { $0.items.map(\.id) } == [[7], [7]])
        #expect(spy.messages.filter { if case .remote = $0 { true } else { false } } == [.remote([7])])
    }

    /// The image path: a character's image address does not go stale.
    @Test func items_acceptingExpired_answersAnExpiredItemWithoutAskingTheAPI() async throws {
        let (sut, spy) = makeSUT(rule: ItemsByIDRule(acceptsExpired: true)) { $0.expired = [Self.saved(4, at: -30 * 86_400)] }

        let resolved = try await sut.items(ids: [4], preferring: .cache)

        #expect(resolved.items.map(\.id) == [4])
        #expect(spy.messages == [.held([4])])
    }

    /// The mirror's rule: a cached item without what the answer needs is asked of the API again.
    @Test func items_incompleteCachedItem_isAskedAgain() async throws {
        let (sut, spy) = makeSUT(rule: ItemsByIDRule(isComplete: { $0.id != 2 })) {
            $0.cached = [Self.saved(1), Self.saved(2)]
            $0.remote = .success([Self.episode(2)])
        }

        #expect(try await sut.items(ids: [1, 2], preferring: .cache).items.map(\.id) == [1, 2])
        #expect(spy.messages == [.cached([1, 2]), .whole, .cached([2]), .remote([2]), .save([2])])
    }

    @Test func items_tooManyMissing_throwTooManyIDs() async throws {
        let (sut, spy) = makeSUT(rule: ItemsByIDRule(maxIDsReadThrough: 2)) { $0.cached = [Self.saved(1)] }

        await #expect(throws: TooManyIDs(limit: 2)) { try await sut.items(ids: [1, 2, 3, 4], preferring: .cache) }
        #expect(try await sut.items(ids: [1, 2, 3], preferring: .cache).items.map(\.id) == [1])
        #expect(!spy.messages.contains(.remote([2, 3, 4])))
    }

    @Test func items_preferRemote_askTheAPIFirst() async throws {
        let (sut, spy) = makeSUT {
            $0.cached = [Self.saved(1)]
            $0.remote = .success([Self.episode(1)])
        }

        #expect(try await sut.items(ids: [1], preferring: .remote).source == .remote)
        #expect(spy.messages == [.remote([1]), .save([1])])
    }

    @Test func items_idsTheAPIDoesNotKnow_areLeftOut() async throws {
        let (sut, _) = makeSUT { $0.remote = .success([Self.episode(3)]) }

        #expect(try await sut.items(ids: [404, 3, 405], preferring: .cache).items.map(\.id) == [3])
    }

    @Test(arguments: [RemoteLoadError.connectivity, .invalidData])
    func items_apiFails_areTheCachedPartMarkedWithTheFailure(error: RemoteLoadError) async throws {
        let (sut, spy) = makeSUT {
            $0.cached = [Self.saved(2)]
            $0.remote = .failure(error)
        }

        let resolved = try await sut.items(ids: [1, 2], preferring: .remote)

        #expect(resolved.items.map(\.id) == [2])
        #expect(resolved.source == .cache(savedAt: Self.savedAt, remoteError: error))
        #expect(spy.messages == [.remote([1, 2]), .cached([1, 2])])
    }

    @Test func items_apiFailsAndNothingCached_areNoneWithTheFailure() async throws {
        let (sut, _) = makeSUT { $0.remote = .failure(.connectivity) }

        let resolved = try await sut.items(ids: [1], preferring: .cache)

        #expect(resolved.items.isEmpty)
        #expect(resolved.remoteError == .connectivity)
    }

    @Test func items_unreadableCache_countsAsAMiss() async throws {
        let (sut, _) = makeSUT {
            $0.cacheFails = true
            $0.remote = .success([Self.episode(1)])
        }

        #expect(try await sut.items(ids: [1], preferring: .cache).items.map(\.id) == [1])
    }

    @Test func items_failedSave_stillDeliversWhatTheAPISent() async throws {
        let (sut, _) = makeSUT {
            $0.remote = .success([Self.episode(1)])
            $0.saveFails = true
        }

        #expect(try await sut.items(ids: [1], preferring: .cache).items.map(\.id) == [1])
    }

    @Test func items_noPositiveIDs_asksNothing() async throws {
        let (sut, spy) = makeSUT { _ in }

        #expect(try await sut.items(ids: [0, -1], preferring: .cache).items.isEmpty)
        #expect(spy.messages.isEmpty)
    }

    @Test func items_cancelled_isNotCoveredUpByTheCache() async throws {
        let (sut, _) = makeSUT {
            $0.cached = [Self.saved(1)]
            $0.remoteCancels = true
        }

        await #expect(throws: CancellationError.self) { try await sut.items(ids: [1, 2], preferring: .cache) }
    }

    private static func episode(_ id: Int) -> FeedEpisode {
        FeedEpisode(id: id, name: "Episode \(id)", airDate: "December 2, 2013", code: "S01E0\(id)", characterIDs: [])
    }

    private static func saved(_ id: Int, at offset: TimeInterval = 0) -> LocalSavedItem<FeedEpisode> {
        LocalSavedItem(item: episode(id), savedAt: savedAt.addingTimeInterval(offset))
    }

    private func makeSUT(
        rule: ItemsByIDRule<FeedEpisode> = ItemsByIDRule(), sourceLocation: SourceLocation = #_sourceLocation,
        _ configure: (inout EpisodesByIDSpy.Stubs) -> Void
    ) -> (ItemsByIDWithCache<FeedEpisode>, EpisodesByIDSpy) {
        let spy = EpisodesByIDSpy(configure)
        let sut = ItemsByIDWithCache(cache: spy, remote: spy, rule: rule, logger: .silent)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(spy, sourceLocation: sourceLocation)
        return (sut, spy)
    }
}
