import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RickAndMortyStubAPI
import Testing
import TestSupport

/// The stand-in's entity tags, for testing a client's revalidation: off by default; when on,
/// a strong `ETag` on JSON answers and 304 without a body to a matching `If-None-Match`.
@Suite(.trackingMemoryLeaks)
struct EntityTagTests {
    @Test func entityTags_whenEnabled_tagJSONAnswersAndAnswer304ToAMatchingIfNoneMatch() async throws {
        let server = try await StubAPIServer.start()
        trackForMemoryLeaks(server)
        let url = "\(server.baseURL)/character?page=2"
        #expect(try await conditionalGet(url).1.value(forHTTPHeaderField: "ETag") == nil, "off by default")

        server.entityTags.enable()
        server.stats.reset()
        let (body, first) = try await conditionalGet(url)
        let tag = try #require(first.value(forHTTPHeaderField: "ETag"))
        #expect(server.stats.bodyBytesServed == body.count)
        let (again, second) = try await conditionalGet(url, ifNoneMatch: "\"other\", " + tag)
        let (changed, third) = try await conditionalGet(url, ifNoneMatch: "\"other\"")
        await server.stop()

        #expect(second.statusCode == 304)
        #expect(again.isEmpty)
        #expect(third.statusCode == 200 && changed == body)
        #expect(server.stats.bodyBytesServed == 2 * body.count, "a 304 sends no body")
        #expect(server.stats.count(.characterPage) == 3)
    }

    /// A GET through a fresh session that keeps no cache, so the test sees what the server sent.
    private func conditionalGet(_ url: String, ifNoneMatch: String? = nil) async throws -> (Data, HTTPURLResponse) {
        guard let url = URL(string: url) else { throw URLError(.badURL) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = 10
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url)
        if let ifNoneMatch { request.setValue(ifNoneMatch, forHTTPHeaderField: "If-None-Match") }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }
}
