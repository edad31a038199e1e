import Foundation
import Logging
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks) struct RemoteCharactersSavingToCacheTests {
    @Test func load_deliversRemotePageAndReplacesCacheWithIt() async throws {
        let page = makePage()
        let spy = FeedSpy { $0.remote = .success(page) }
        let sut = track(RemoteCharactersSavingToCache(remote: spy, cache: spy, logger: .silent), spy)

        let loaded = try await sut.load(CharactersQuery(page: 1))

        #expect(loaded == LoadedCharactersPage(page: page, source: .remote, saveFailed: false))
        #expect(spy.messages == [.loadRemote(CharactersQuery(page: 1)), .save(page, CharactersQuery(page: 1))])
    }

    /// What `rmfeed characters` and the web feed save keeps the API's `ETag`, so the mirror can
    /// revalidate the page once it expires.
    @Test func load_savesThePageWithTheAPIsEntityTag() async throws {
        let store = InMemoryFeedStore()
        let sut = RemoteCharactersSavingToCache(
            remote: TaggedPageStub(page: makePage(), entityTag: "\"t1\""),
            cache: LocalCharactersLoader(store: store.characters), logger: .silent
        )

        _ = try await sut.load(CharactersQuery(page: 3))

        #expect(await store.characters.retrievePage(number: 3)?.entityTag == "\"t1\"")
    }

    @Test func load_stillDeliversRemotePageAndReportsSaveErrorWhenSaveFails() async throws {
        let page = makePage()
        let spy = FeedSpy { $0.remote = .success(page); $0.save = .failure(NSError(domain: "read-only", code: 30)) }
        let sut = track(RemoteCharactersSavingToCache(remote: spy, cache: spy, logger: .silent), spy)

        let loaded = try await sut.load(CharactersQuery())

        #expect(loaded == LoadedCharactersPage(page: page, source: .remote, saveFailed: true))
    }

    @Test func load_deliversRemoteErrorAndDoesNotTouchCacheOnRemoteFailure() async throws {
        let spy = FeedSpy { $0.remote = .failure(RemoteLoadError.invalidData) }
        let sut = track(RemoteCharactersSavingToCache(remote: spy, cache: spy, logger: .silent), spy)

        await #expect(throws: RemoteLoadError.invalidData) { try await sut.load(CharactersQuery()) }
        #expect(spy.messages == [.loadRemote(CharactersQuery())])
    }
}

@Suite(.trackingMemoryLeaks) struct CharactersFeedWithCacheFallbackTests {
    private let savedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func load_deliversPrimaryResultWithoutAskingCacheOnPrimarySuccess() async throws {
        let loaded = LoadedCharactersPage(page: makePage(), source: .remote)
        let spy = FeedSpy { $0.feed = .success(loaded) }
        let sut = track(CharactersFeedWithCacheFallback(primary: FeedView(spy: spy), cache: CacheView(spy: spy)), spy)

        #expect(try await sut.load(CharactersQuery()) == loaded)
        #expect(spy.messages == [.loadFeed(CharactersQuery())])
    }

    @Test(arguments: [RemoteLoadError.connectivity, .invalidData])
    func load_deliversValidCacheMarkedWithRemoteFailureOnPrimaryFailure(_ remoteError: RemoteLoadError) async throws {
        let cached = CachedCharactersPage(page: makePage(), savedAt: savedAt)
        let spy = FeedSpy { $0.feed = .failure(remoteError); $0.cache = .success(cached) }
        let sut = track(CharactersFeedWithCacheFallback(primary: FeedView(spy: spy), cache: CacheView(spy: spy)), spy)

        let loaded = try await sut.load(CharactersQuery(page: 2))

        #expect(loaded == LoadedCharactersPage(page: cached.page, source: .cache(savedAt: savedAt, remoteError: remoteError)))
        #expect(spy.messages == [.loadFeed(CharactersQuery(page: 2)), .loadCache(CharactersQuery(page: 2))])
    }

    @Test(arguments: [RemoteLoadError.connectivity, .invalidData])
    func load_deliversPrimaryErrorWhenNoUsableCache(_ remoteError: RemoteLoadError) async throws {
        let spy = FeedSpy { $0.feed = .failure(remoteError); $0.cache = .success(nil) }
        let sut = track(CharactersFeedWithCacheFallback(primary: FeedView(spy: spy), cache: CacheView(spy: spy)), spy)

        await #expect(throws: remoteError) { try await sut.load(CharactersQuery()) }
    }

    @Test func load_deliversPrimaryErrorWhenCacheCannotBeRead() async throws {
        let spy = FeedSpy { $0.feed = .failure(RemoteLoadError.connectivity); $0.cache = .failure(NSError(domain: "corrupt", code: 11)) }
        let sut = track(CharactersFeedWithCacheFallback(primary: FeedView(spy: spy), cache: CacheView(spy: spy)), spy)

        await #expect(throws: RemoteLoadError.connectivity) { try await sut.load(CharactersQuery()) }
    }

    @Test func load_doesNotFallBackToCacheWhenCancelled() async throws {
        let spy = FeedSpy { $0.feed = .failure(CancellationError()); $0.cache = .success(CachedCharactersPage(page: makePage(), savedAt: Date())) }
        let sut = track(CharactersFeedWithCacheFallback(primary: FeedView(spy: spy), cache: CacheView(spy: spy)), spy)

        await #expect(throws: CancellationError.self) { try await sut.load(CharactersQuery()) }
        #expect(spy.messages == [.loadFeed(CharactersQuery())])
    }
}

@Suite(.trackingMemoryLeaks) struct CacheFirstCharactersFeedTests {
    @Test func load_deliversValidCacheWithoutCallingNextFeed() async throws {
        let cached = CachedCharactersPage(page: makePage(), savedAt: Date(timeIntervalSince1970: 0))
        let spy = FeedSpy { $0.cache = .success(cached) }
        let sut = track(CacheFirstCharactersFeed(cache: CacheView(spy: spy), next: FeedView(spy: spy)), spy)

        let loaded = try await sut.load(CharactersQuery())

        #expect(loaded == LoadedCharactersPage(page: cached.page, source: .cache(savedAt: cached.savedAt, remoteError: nil)))
        #expect(spy.messages == [.loadCache(CharactersQuery())])
    }

    @Test(arguments: [true, false])
    func load_fallsThroughToNextFeedOnEmptyExpiredOrUnreadableCache(_ unreadable: Bool) async throws {
        let loaded = LoadedCharactersPage(page: makePage(), source: .remote)
        let spy = FeedSpy {
            $0.cache = unreadable ? .failure(NSError(domain: "corrupt", code: 11)) : .success(nil)
            $0.feed = .success(loaded)
        }
        let sut = track(CacheFirstCharactersFeed(cache: CacheView(spy: spy), next: FeedView(spy: spy)), spy)

        #expect(try await sut.load(CharactersQuery()) == loaded)
        #expect(spy.messages == [.loadCache(CharactersQuery()), .loadFeed(CharactersQuery())])
    }
}

/// Tracks the subject and its spy for leaks and hands the subject back.
func track<T: AnyObject>(_ sut: T, _ spy: FeedSpy, sourceLocation: SourceLocation = #_sourceLocation) -> T {
    trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
    trackForMemoryLeaks(spy, sourceLocation: sourceLocation)
    return sut
}

/// A remote loader that answers one page with one entity tag.
private struct TaggedPageStub: CharactersLoader {
    let page: CharactersPage
    let entityTag: String?

    func load(_ query: CharactersQuery) async throws -> CharactersPage { page }
    func loadWithEntityTag(_ query: CharactersQuery) async throws -> (page: CharactersPage, entityTag: String?) { (page, entityTag) }
}
