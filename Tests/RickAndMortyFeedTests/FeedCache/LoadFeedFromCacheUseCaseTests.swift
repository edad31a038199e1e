import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// *Load feed from cache* for the unfiltered feed: a valid cached page answers (each page follows
/// the 7-day rule on its own), and loading never changes the cache, whatever the store answers.
@Suite(.trackingMemoryLeaks)
struct LoadFeedFromCacheUseCaseTests {
    @Test func init_doesNotMessageStoreUponCreation() async {
        let (_, store) = makeSUT()

        #expect(await store.messages.isEmpty)
    }

    @Test func load_requestsRetrievalOfThatPageOnly() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.load(CharactersQuery(page: 3))

        #expect(await store.messages == [.retrievePage(3)])
    }

    @Test func load_failsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        await store.completeRetrieval(with: AnyError())

        await #expect(throws: AnyError()) { try await sut.load(CharactersQuery(page: 1)) }
    }

    @Test func load_deliversNoPageOnEmptyCache() async throws {
        let (sut, _) = makeSUT()

        #expect(try await sut.load(CharactersQuery(page: 1)) == nil)
    }

    @Test func load_deliversCachedPageOnNonExpiredCache() async throws {
        let (sut, store) = makeSUT()
        let page = uniquePage()
        let timestamp = fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: 1)
        await store.hold([localPage(page, number: 1, savedAt: timestamp)])

        #expect(try await sut.load(CharactersQuery(page: 1)) == CachedCharactersPage(page: page, savedAt: timestamp))
    }

    @Test func load_deliversNoPageOnCacheExpiration() async throws {
        let (sut, store) = makeSUT()
        await store.hold(cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge()))

        #expect(try await sut.load(CharactersQuery(page: 1)) == nil)
    }

    @Test func load_deliversNoPageOnExpiredCache() async throws {
        let (sut, store) = makeSUT()
        await store.hold(cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: -1)))

        #expect(try await sut.load(CharactersQuery(page: 1)) == nil)
    }

    @Test func load_deliversLaterCachedPageWithItsNextPageAndItsOwnTimestamp() async throws {
        let (sut, store) = makeSUT()
        let second = uniquePage(21...40, nextPage: 3)
        let secondSavedAt = fixedCurrentDate.adding(days: -3)
        await store.hold([
            localPage(uniquePage(), number: 1, savedAt: fixedCurrentDate), localPage(second, number: 2, savedAt: secondSavedAt),
        ])

        #expect(try await sut.load(CharactersQuery(page: 2)) == CachedCharactersPage(page: second, savedAt: secondSavedAt))
    }

    /// Page 1 refreshed today does not keep an 8-day-old page 2 alive, nor the other way round.
    @Test func load_deliversNoPageWhenThatPageExpiredAlthoughOthersAreValid() async throws {
        let (sut, store) = makeSUT()
        await store.hold([
            localPage(uniquePage(), number: 1, savedAt: fixedCurrentDate),
            localPage(uniquePage(21...40), number: 2, savedAt: fixedCurrentDate.minusFeedCacheMaxAge()),
        ])

        #expect(try await sut.load(CharactersQuery(page: 2)) == nil)
        #expect(try await sut.load(CharactersQuery(page: 1)) != nil)
    }

    /// A page stamped more than a day in the future (a wrong clock, a tampered file) would never
    /// expire: it is not trusted.
    @Test func load_deliversNoPageSavedMoreThanADayInTheFuture() async throws {
        let (sut, store) = makeSUT()
        await store.hold([localPage(uniquePage(), number: 1, savedAt: fixedCurrentDate.adding(days: 1).adding(seconds: 1))])

        #expect(try await sut.load(CharactersQuery(page: 1)) == nil)
    }

    @Test func load_deliversPageSavedUpToADayInTheFuture() async throws {
        let (sut, store) = makeSUT()
        let savedAt = fixedCurrentDate.adding(days: 1)
        await store.hold([localPage(uniquePage(), number: 1, savedAt: savedAt)])

        #expect(try await sut.load(CharactersQuery(page: 1))?.savedAt == savedAt)
    }

    @Test func load_deliversNoPageForPageNeverCached() async throws {
        let (sut, store) = makeSUT()
        await store.hold(cache(savedAt: fixedCurrentDate))

        #expect(try await sut.load(CharactersQuery(page: 3)) == nil)
    }

    /// 2026-03-08 is the US switch to daylight-saving time: that week is 7 × 24 h − 1 h long.
    @Test func load_measuresSevenCalendarDaysInTheInjectedCalendar() async throws {
        var newYork = Calendar(identifier: .gregorian)
        newYork.timeZone = try #require(TimeZone(identifier: "America/New_York"))
        let timestamp = try #require(newYork.date(from: DateComponents(year: 2026, month: 3, day: 5, hour: 12)))
        let sevenCalendarDaysLater = timestamp.adding(days: 7, calendar: newYork)
        #expect(sevenCalendarDaysLater.timeIntervalSince(timestamp) == 7 * 86_400 - 3_600)

        let (justValid, validStore) = makeSUT(now: sevenCalendarDaysLater.adding(seconds: -1), calendar: newYork)
        await validStore.hold(cache(savedAt: timestamp))
        let (justExpired, expiredStore) = makeSUT(now: sevenCalendarDaysLater, calendar: newYork)
        await expiredStore.hold(cache(savedAt: timestamp))

        #expect(try await justValid.load(CharactersQuery(page: 1)) != nil)
        #expect(try await justExpired.load(CharactersQuery(page: 1)) == nil)
    }

    @Test func load_hasNoSideEffectsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        await store.completeRetrieval(with: AnyError())

        _ = try? await sut.load(CharactersQuery(page: 1))

        #expect(await store.messages == [.retrievePage(1)])
    }

    @Test func load_hasNoSideEffectsOnEmptyCache() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.load(CharactersQuery(page: 1))

        #expect(await store.messages == [.retrievePage(1)])
    }

    @Test func load_hasNoSideEffectsOnNonExpiredCache() async throws {
        let (sut, store) = makeSUT()
        await store.hold(cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: 1)))

        _ = try await sut.load(CharactersQuery(page: 1))

        #expect(await store.messages == [.retrievePage(1)])
    }

    @Test func load_hasNoSideEffectsOnExpiredCache() async throws {
        let (sut, store) = makeSUT()
        await store.hold(cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge()))

        _ = try await sut.load(CharactersQuery(page: 1))
        _ = try await sut.load(filteredQuery)

        #expect(await store.messages == [.retrievePage(1), .listing])
    }

    // MARK: - Helpers

    private func makeSUT(
        now: Date = fixedCurrentDate,
        calendar: Calendar = .utcGregorian,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (LocalCharactersLoader, ResourceStoreSpy<LocalFeedCharacter>) {
        let store = ResourceStoreSpy<LocalFeedCharacter>()
        let sut = LocalCharactersLoader(store: store, currentDate: { now }, calendar: calendar)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, store)
    }

    private func cache(savedAt timestamp: Date) -> [LocalCharactersPage] {
        [localPage(uniquePage(), number: 1, savedAt: timestamp)]
    }
}
