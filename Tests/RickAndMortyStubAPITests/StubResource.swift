import Foundation
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing

/// The stand-in's three resources, which the real API pages, filters and looks up by id alike
/// (docs/API.md): a test of what they share runs for each of them.
enum StubResource: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case character, episode, location

    var testDescription: String { rawValue }

    /// How many the data set holds, which is also the last id.
    var count: Int {
        switch self {
        case .character: StubDataSet.characterCount
        case .episode: StubDataSet.episodeCount
        case .location: StubDataSet.locationCount
        }
    }

    /// Pages of 20.
    var pages: Int { (count + 19) / 20 }

    /// `/api/character`, `/api/episode`, `/api/location`.
    var path: String { "/api/\(rawValue)" }

    /// (id, name) of every item, from the data set itself.
    func names() -> [(id: Int, name: String)] {
        let data = StubDataSet.all(baseURL: testBaseURL)
        switch self {
        case .character: return data.characters.map { ($0.id, $0.name) }
        case .episode: return data.episodes.map { ($0.id, $0.name) }
        case .location: return data.locations.map { ($0.id, $0.name) }
        }
    }

    /// The ids of an array answer, decoded as the resource's own payload, so its shape is checked too.
    func ids(in response: TestResponse) throws -> [Int] {
        switch self {
        case .character: try response.decode([CharacterPayload].self).map(\.id)
        case .episode: try response.decode([EpisodePayload].self).map(\.id)
        case .location: try response.decode([LocationPayload].self).map(\.id)
        }
    }

    /// A page answer's `info` and the ids of its results, decoded as the resource's own payload.
    func page(in response: TestResponse) throws -> (info: PagePayload.Info, ids: [Int]) {
        switch self {
        case .character:
            let page = try response.decode(PagePayload.self)
            return (page.info, page.results.map(\.id))
        case .episode:
            let page = try response.decode(ResourcePage<EpisodePayload>.self)
            return (page.info, page.results.map(\.id))
        case .location:
            let page = try response.decode(ResourcePage<LocationPayload>.self)
            return (page.info, page.results.map(\.id))
        }
    }
}
