import Foundation
import NIOConcurrencyHelpers
import RickAndMortyFeed
import Testing
@testable import RickAndMortyApp

/// `RecentDetail`: which preference an item's page asks the app for, by the age of what the cache has.
@Suite struct RecentDetailTests {
    static let now = Date(timeIntervalSince1970: 1_763_800_000)

    /// Records the preferences asked for and answers each with the source it is given.
    final class Lookup: Sendable {
        private let asked = NIOLockedValueBox<[FeedPreference]>([])
        let answers: [FeedPreference: FeedSource?]

        init(_ answers: [FeedPreference: FeedSource?]) { self.answers = answers }

        var preferences: [FeedPreference] { asked.withLockedValue { $0 } }

        func load(_ preference: FeedPreference) async throws -> FeedSource? {
            asked.withLockedValue { $0.append(preference) }
            guard let answer = answers[preference] else { throw RemoteLoadError.connectivity }
            return answer
        }
    }

    func load(maxAge: TimeInterval, _ lookup: Lookup) async throws -> FeedSource? {
        try await RecentDetail(maxAge: maxAge, currentDate: { Self.now }).load(source: { $0 }) { try await lookup.load($0) }
    }

    @Test func load_withMaxAgeZero_asksRemoteFirst() async throws {
        let lookup = Lookup([.remote: .remote])

        let source = try await load(maxAge: 0, lookup)

        #expect(source == .remote)
        #expect(lookup.preferences == [.remote])
    }

    @Test func load_cacheSavedWithinMaxAge_isShownWithoutAskingRemote() async throws {
        let cached = FeedSource.cache(savedAt: Self.now.addingTimeInterval(-59), remoteError: nil)
        let lookup = Lookup([.cache: cached])

        let source = try await load(maxAge: 60, lookup)

        #expect(source == cached)
        #expect(lookup.preferences == [.cache])
    }

    @Test func load_cacheSavedMaxAgeAgoOrMore_asksRemoteFirst() async throws {
        let offline = FeedSource.cache(savedAt: Self.now.addingTimeInterval(-60), remoteError: .connectivity)
        let lookup = Lookup([.cache: .cache(savedAt: Self.now.addingTimeInterval(-60), remoteError: nil), .remote: offline])

        let source = try await load(maxAge: 60, lookup)

        #expect(source == offline)
        #expect(lookup.preferences == [.cache, .remote])
    }

    @Test func load_notInTheCacheAndFetched_isNotAskedTwice() async throws {
        let lookup = Lookup([.cache: .remote])

        let source = try await load(maxAge: 60, lookup)

        #expect(source == .remote)
        #expect(lookup.preferences == [.cache])
    }

    @Test func load_unknownItem_isNil() async throws {
        let lookup = Lookup([.cache: FeedSource?.none])

        let source = try await load(maxAge: 60, lookup)

        #expect(source == nil)
        #expect(lookup.preferences == [.cache])
    }
}
