import Foundation
import NIOConcurrencyHelpers
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

/// `rmfeed sync` mirrors the three resources: page 1 of each, then its ids many at a time,
/// cached as the pages the API gives; composed as the app composes it, over an HTTP stub.
@Suite(.trackingMemoryLeaks)
struct FeedSyncTests {
    @Test func run_mirrorsEachResourceFromItsFirstPageThenItsIDsTwoHundredARequest() async throws {
        let api = FakeResourceAPI(
            characters: .init(ids: Array(1...450)), episodes: .init(ids: Array(1...51)), locations: .init(ids: Array(1...126))
        )
        let (sut, cache, _) = try makeSUT(api)

        let report = try await sut.run(images: false) { _ in }

        // Page 1 first; the many-ids requests run at once, so in no particular order.
        let characterPaths = paths(api.requests(of: "character"))
        #expect(characterPaths.first == "/api/character?page=1")
        #expect(characterPaths.dropFirst().sorted() == [ids(1...200), ids(201...400), ids(401...600)].sorted())
        #expect(paths(api.requests(of: "episode")) == ["/api/episode?page=1", ids(1...200, "episode")])
        #expect(paths(api.requests(of: "location")) == ["/api/location?page=1", ids(1...200, "location")])
        #expect((report.pages, report.characters, report.episodes, report.locations) == (23 + 3 + 7, 450, 51, 126))
        try await cache.expectMirrored(api, characterPages: 23, episodePages: 3, locationPages: 7)
    }

    @Test func run_leavesOutUnknownAndDuplicateEntriesOfAManyIDsAnswer() async throws {
        let api = FakeResourceAPI(characters: .init(ids: Array(1...45), extraEntries: [3, 3, 44, 9_999]))
        let (sut, cache, _) = try makeSUT(api)

        let report = try await sut.run(images: false) { _ in }

        #expect(report.characters == 45)
        #expect(api.requests(of: "character").count == 2, "page 1 and one many-ids request")
        try await cache.expectMirrored(api, characterPages: 3)
    }

    @Test func run_withAMalformedManyIDsAnswer_failsWithInvalidDataAndLosesNothingCached() async throws {
        let api = FakeResourceAPI(characters: .init(ids: Array(1...45), name: { "Old \($0)" }))
        let (sut, cache, _) = try makeSUT(api)
        _ = try await sut.run(images: false) { _ in }
        api.change("character") { $0.name = { "New \($0)" }; $0.malformed = true }

        await #expect(throws: RemoteLoadError.invalidData) { try await sut.run(images: false) { _ in } }

        #expect(try await cache.characterNames(page: 1).allSatisfy { $0.hasPrefix("New") }, "page 1 came whole")
        for page in 2...3 {
            #expect(try await cache.characterNames(page: page).allSatisfy { $0.hasPrefix("Old") }, "page \(page)")
            #expect(try await cache.characterNames(page: page).count == (page == 3 ? 5 : 20))
        }
    }

    @Test func run_whenAFirstPageFails_throwsAndAsksForNoManyIDsOfThatResource() async throws {
        let api = FakeResourceAPI(characters: .init(ids: Array(1...45), failingPages: [1]))
        let (sut, _, _) = try makeSUT(api)

        await #expect(throws: RemoteLoadError.invalidData) { try await sut.run(images: false) { _ in } }

        #expect(paths(api.requests(of: "character")) == ["/api/character?page=1"])
    }

    @Test func run_whenALaterManyIDsRequestFails_throwsAndKeepsEveryPageCachedBefore() async throws {
        let api = FakeResourceAPI(characters: .init(ids: Array(1...450), name: { "Old \($0)" }))
        let (sut, cache, _) = try makeSUT(api)
        _ = try await sut.run(images: false) { _ in }
        api.change("character") { $0.name = { "New \($0)" }; $0.failingChunks = [201] }

        await #expect(throws: RemoteLoadError.invalidData) { try await sut.run(images: false) { _ in } }

        for page in 2...23 {
            let names = try await cache.characterNames(page: page)
            #expect(names.count == (page == 23 ? 10 : 20) && names.allSatisfy { $0.hasPrefix("Old") }, "page \(page)")
        }
    }

    /// Page 1 is saved while the many-ids requests load. One of them failing ends the sync, but
    /// not before page 1 is saved: its save is not cancelled with the loads. Here the page-1 save
    /// takes a while and gives up when cancelled, as a write to the SQLite store does (GRDB).
    @Test func run_whenAManyIDsRequestFailsWhilePageOneIsBeingSaved_stillSavesPageOne() async throws {
        let api = FakeResourceAPI(characters: .init(ids: Array(1...450), failingChunks: [201]))
        let cache = MirrorCache()
        let base = try #require(URL(string: FakeResourceAPI.base))
        let (characters, episodes, locations) = (cache.characters, cache.episodes, cache.locations)
        let images = ImagesSpy(cachedImages: .success([]), waitUntilCancelled: false)
        let sut = FeedSync(
            characters: MirroredResource(
                remote: try RemoteResourceLoader(resource: .characters, baseURL: base, client: api),
                save: { page, query, entityTag in
                    if query.page == 1 {
                        try? await Task.sleep(for: .milliseconds(300))
                        try Task.checkCancellation()
                    }
                    try await characters.save(page, for: query, entityTag: entityTag)
                }
            ),
            episodes: MirroredResource(
                remote: try RemoteResourceLoader(resource: .episodes, baseURL: base, client: api),
                save: { try await episodes.save($0, for: $1, entityTag: $2) }
            ),
            locations: MirroredResource(
                remote: try RemoteResourceLoader(resource: .locations, baseURL: base, client: api),
                save: { try await locations.save($0, for: $1, entityTag: $2) }
            ),
            imageIndex: images, remoteImages: images, imageCache: images, concurrency: 2
        )

        await #expect(throws: RemoteLoadError.invalidData) { try await sut.run(images: false) { _ in } }

        #expect(try await cache.characterNames(page: 1) == (1...20).map { "Item \($0)" })
        #expect(await cache.cachedCharacterPages() == [1], "no page past the failed request")
    }

    /// Page 1 says 2 pages and 40 characters, but there are 80: the links win over the count.
    @Test func run_followsNextLinksPastThePageCountThatPageOneClaimed() async throws {
        let api = FakeResourceAPI(characters: .init(ids: Array(1...80), claimedCount: 40, claimedPages: 2))
        let (sut, cache, _) = try makeSUT(api)
        let reported = NIOLockedValueBox<[SyncProgress]>([])

        let report = try await sut.run(images: false) { progress in reported.withLockedValue { $0.append(progress) } }

        #expect(report.characters == 80)
        try await cache.expectMirrored(api, characterPages: 4)
        let steps = reported.withLockedValue { $0 }
        #expect(steps.last?.pagesDone == 4 + 1 + 1 && steps.last?.totalPages == 4 + 1 + 1)
        #expect(steps.map(\.fraction) == steps.map(\.fraction).sorted(), "progress never goes back")
    }

    /// Page 1 claiming `Int.max` pages trapped building `Array(2...Int.max)`.
    @Test func run_boundsAnAbsurdCountAndPageCountAndEndsAtThePageThatSaysItIsTheLast() async throws {
        let api = FakeResourceAPI(characters: .init(ids: Array(1...45), claimedCount: Int.max, claimedPages: Int.max))
        let (sut, cache, _) = try makeSUT(api)

        let report = try await sut.run(images: false) { _ in }

        #expect(report.characters == 45)
        #expect(api.requests(of: "character").count <= 1 + FeedSync.maxPages * 20 / 200 + 3)
        #expect(try await cache.characterNames(page: 3).count == 5)
        #expect(await cache.cachedCharacterPages().count <= 3 + 2, "past the end, no more than the loads in flight")
    }

    @Test func run_reportsEveryResourcesPagesAndNeverGoesBack() async throws {
        let api = FakeResourceAPI(characters: .init(ids: Array(1...450)), episodes: .init(ids: Array(1...51)))
        let (sut, _, _) = try makeSUT(api)
        let reported = NIOLockedValueBox<[SyncProgress]>([])

        _ = try await sut.run(images: false) { progress in reported.withLockedValue { $0.append(progress) } }

        let steps = reported.withLockedValue { $0 }
        #expect(steps.first?.totalPages == 23 + 3 + 1, "the first report knows every resource's pages")
        #expect(steps.last == SyncProgress(pagesDone: 27, totalPages: 27))
        #expect(steps.map(\.fraction) == steps.map(\.fraction).sorted(), "progress never goes back")
    }

    // MARK: - Helpers

    func makeSUT(
        _ api: FakeResourceAPI, cachedImages: Result<Set<URL>, any Error> = .success([]), imagesWaitUntilCancelled: Bool = false,
        savesWaitForRelease: Bool = false, heldLoad: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (FeedSync, MirrorCache, ImagesSpy) {
        let cache = MirrorCache()
        let images = ImagesSpy(
            cachedImages: cachedImages, waitUntilCancelled: imagesWaitUntilCancelled, savesWaitForRelease: savesWaitForRelease, heldLoad: heldLoad
        )
        let loaders = try ResourceLoaders(
            apiURL: try #require(URL(string: FakeResourceAPI.base)), client: api, store: cache.store, currentDate: MirrorCache.now
        )
        let sut = FeedSync.mirroring(loaders, imageIndex: images, remoteImages: images, imageCache: images, concurrency: 2)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, cache, images)
    }
}

func paths(_ urls: [URL]) -> [String] {
    urls.map { $0.path + ($0.query.map { "?" + $0 } ?? "") }
}

func ids(_ range: ClosedRange<Int>, _ resource: String = "character") -> String {
    "/api/\(resource)/" + range.map(String.init).joined(separator: ",")
}
