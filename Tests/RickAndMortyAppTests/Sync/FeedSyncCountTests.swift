import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

/// The sync reads the API's `info.count` to know which ids to ask for, and trusts the many-ids
/// answers only as far as they vouch for the API's pages: whatever else, the cache holds the
/// pages the API gives.
@Suite(.trackingMemoryLeaks)
struct FeedSyncCountTests {
    /// The count is remote input: too low, too high or left out, the pages cached are the API's.
    @Test(arguments: [Int??.some(10), .some(1_000), .some(nil)])
    func run_whenTheCountLies_pagesForWhatTheManyIDsAnswersCannotVouchFor(count: Int??) async throws {
        let api = FakeResourceAPI(characters: .init(ids: Array(1...45), claimedCount: count))
        let (sut, cache, _) = try FeedSyncTests().makeSUT(api)

        let report = try await sut.run(images: false) { _ in }

        #expect(report.characters == 45)
        #expect(paths(api.requests(of: "character")).contains("/api/character?page=3"))
        try await cache.expectMirrored(api, characterPages: 3)
    }

    @Test func run_whenSomeIDsLieBeyondTheCount_pagesOnlyForThePagesTheManyIDsAnswersMiss() async throws {
        let api = FakeResourceAPI(characters: .init(ids: Array(1...40) + Array(500...509)))
        let (sut, cache, _) = try FeedSyncTests().makeSUT(api)

        let report = try await sut.run(images: false) { _ in }

        #expect(report.characters == 50)
        #expect(paths(api.requests(of: "character")) == ["/api/character?page=1", ids(1...200), "/api/character?page=3"])
        try await cache.expectMirrored(api, characterPages: 3)
    }

    @Test func run_withIDsMissingWithinTheCount_needsNoPagesButTheFirst() async throws {
        let api = FakeResourceAPI(characters: .init(ids: Array(1...50).filter { $0 != 7 }))
        let (sut, cache, _) = try FeedSyncTests().makeSUT(api)

        let report = try await sut.run(images: false) { _ in }

        #expect(report.characters == 49)
        #expect(paths(api.requests(of: "character")) == ["/api/character?page=1", ids(1...200)])
        try await cache.expectMirrored(api, characterPages: 3)
    }

    /// The many-ids form and the pages tell different stories: the pages are the API's.
    @Test func run_whenManyIDsAnswersDisagreeWithPageOne_cachesThePagesAsTheAPIPagesThem() async throws {
        let api = FakeResourceAPI(characters: .init(ids: Array(1...45), manyIDsName: { "Other \($0)" }))
        let (sut, cache, _) = try FeedSyncTests().makeSUT(api)

        _ = try await sut.run(images: false) { _ in }

        // Pages after the first load several at once, in any order.
        #expect(paths(api.requests(of: "character")).suffix(2).sorted() == ["/api/character?page=2", "/api/character?page=3"])
        try await cache.expectMirrored(api, characterPages: 3)
    }
}
