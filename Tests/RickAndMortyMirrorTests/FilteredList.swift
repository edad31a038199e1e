import Foundation
import RickAndMortyStubAPI
import Testing

/// The stand-in's data set, which the real API's filters are checked against: what a filter must
/// find is said here in plain terms, item by item, never by the code under test.
enum DataSet {
    static let all = StubDataSet.all(baseURL: "http://unused/api")

    static func characters(where matches: (StubCharacter) -> Bool) -> [Int] { all.characters.filter(matches).map(\.id) }
    static func episodes(where matches: (StubEpisode) -> Bool) -> [Int] { all.episodes.filter(matches).map(\.id) }
    static func locations(where matches: (StubLocation) -> Bool) -> [Int] { all.locations.filter(matches).map(\.id) }
}

extension APIUnderTest.Endpoint {
    /// Asserts that `/{resource}?{query}` lists exactly `expected` (ids in order): its count and
    /// pages, the first and the last page, and a `next` that keeps the (single) filter, or the
    /// API's 404 when `expected` is empty (docs/API.md, "Filters" and "Nothing here").
    func expectList(
        _ resource: Resource, _ query: String, toBe expected: [Int], nextQuery: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let response = try await get("/\(resource)?\(query)")
        guard !expected.isEmpty else {
            #expect(response.status == 404, "\(resource)?\(query)", sourceLocation: sourceLocation)
            #expect(response.error == ErrorJSON(error: "There is nothing here"), sourceLocation: sourceLocation)
            return
        }
        #expect(response.status == 200, "\(resource)?\(query)", sourceLocation: sourceLocation)
        let first = try response.decode(PageJSON.self)
        let pages = (expected.count + 19) / 20
        let next = pages > 1 ? "\(linkBase)/\(resource)?page=2&\(nextQuery ?? query)" : nil
        #expect(first.info == PageJSON.Info(count: expected.count, pages: pages, next: next, prev: nil), "\(resource)?\(query)", sourceLocation: sourceLocation)
        #expect(first.ids == Array(expected.prefix(20)), "\(resource)?\(query)", sourceLocation: sourceLocation)
        guard pages > 1 else { return }
        let last = try await get("/\(resource)?page=\(pages)&\(query)").decode(PageJSON.self)
        #expect(last.ids == Array(expected[((pages - 1) * 20)...]), "\(resource)?page=\(pages)&\(query)", sourceLocation: sourceLocation)
    }
}
