import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

/// Episodes and locations go through the same courses as the characters; each scenario runs on
/// both, through the feeds `FeedApp` hands the UIs.
enum LinkedResource: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case episodes, locations

    var testDescription: String { rawValue }

    /// What a person is shown of a page: the items' ids, where they came from, a failed save.
    struct Shown: Equatable {
        let ids: [Int]
        let source: FeedSource
        let saveFailed: Bool
    }

    func load(_ app: FeedApp, page: Int = 1, preferring preference: FeedPreference = .remote) async throws -> Shown {
        switch self {
        case .episodes:
            let loaded = try await app.episodes(preferring: preference).load(EpisodesQuery(page: page))
            return Shown(ids: loaded.page.items.map(\.id), source: loaded.source, saveFailed: loaded.saveFailed)
        case .locations:
            let loaded = try await app.locations(preferring: preference).load(LocationsQuery(page: page))
            return Shown(ids: loaded.page.items.map(\.id), source: loaded.source, saveFailed: loaded.saveFailed)
        }
    }

    var scope: StubFaultScope {
        self == .episodes ? .episodes : .locations
    }

    var pageRoute: StubRoute {
        self == .episodes ? .episodePage : .locationPage
    }

    static var cases: [(LinkedResource, CacheKind)] {
        allCases.flatMap { resource in CacheKind.allCases.map { (resource, $0) } }
    }
}
