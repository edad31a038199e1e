import CompressNIO
import Foundation
import NIOCore
@testable import RickAndMortyFeedWeb
import Testing
import TestSupport

/// `/api/openapi.json` (docs/API.md, "The OpenAPI document"): the mirror's `/api` described as
/// it answers, served as its other answers are.
@Suite(.trackingMemoryLeaks)
struct MirrorOpenAPITests {
    @Test func openAPIDocument_isServedAsJSONNamingThePublicURLAsItsServer() async throws {
        try await MirrorHarness.with(publicURL: "https://mirror.example/rm/") { mirror async throws in
            let response = try await HTTP.get(mirror.localBase + "/openapi.json")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/json; charset=utf-8")
            #expect(response.header("Access-Control-Allow-Origin") == "*")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            #expect(document["openapi"] as? String == "3.1.0")
            let servers = try #require(document["servers"] as? [[String: Any]])
            #expect(servers.map { $0["url"] as? String } == ["https://mirror.example/rm/api"])
        }
    }

    @Test func openAPIDocument_hasAnETagAndIsGzippedWhenAsked() async throws {
        try await MirrorHarness.with { mirror async throws in
            let plain = try await HTTP.get(mirror.localBase + "/openapi.json")
            let tag = try #require(plain.header("ETag"))
            #expect(try await HTTP.get(mirror.localBase + "/openapi.json", headers: [("If-None-Match", tag)]).status == 304)
            let gzipped = try await HTTP.get(mirror.localBase + "/openapi.json", headers: [("Accept-Encoding", "gzip")])
            #expect(gzipped.header("Content-Encoding") == "gzip")
            var buffer = ByteBuffer(bytes: gzipped.body)
            #expect(Array(try buffer.decompress(with: .gzip()).readableBytesView) == plain.body)
        }
    }

    /// Each route the mirror tells apart is a path of the document, and each documented path is a route.
    @Test func everyMirrorRoute_isDocumented() throws {
        let document = try OpenAPIDocument(Array(try MirrorOpenAPIDocument.load().template.utf8))
        #expect(Set(MirrorRoute.examples.map(\.documentedPath)) == Set(document.paths.keys))
        for route in MirrorRoute.examples {
            #expect(document.documentedPath(of: route.examplePath) == route.documentedPath, "\(route)")
            #expect(MirrorRoute(route.examplePath.split(separator: "/").map(String.init)) == route, "\(route)")
        }
    }

    @Test func mirrorAnswers_fitTheDocumentedSchemaOfTheirStatus() async throws {
        try await MirrorHarness.with { mirror async throws in
            let document = try OpenAPIDocument(try await HTTP.get(mirror.localBase + "/openapi.json").body)
            let requests: [(String, Int)] = [
                ("/", 200), ("/character?page=2", 200), ("/character?status=alive&page=2", 200), ("/episode", 200),
                ("/location?page=7", 200), ("/character/1", 200), ("/episode/1,2,3", 200), ("/location/[3,1]", 200),
                ("/character/99999,100000", 200), ("/character?page=99", 404), ("/episode?name=zzzz", 404),
                ("/character/99999", 404), ("/location/abc", 500), ("/episode/[1,2", 500), ("/character/avatar/99999.jpeg", 404),
            ]
            for (path, status) in requests {
                let response = try await HTTP.get(mirror.localBase + path)
                #expect(response.status == status, "\(path)")
                let bare = String(path.prefix { $0 != "?" })
                let problems = try document.problems(path: bare, status: response.status, body: response.body)
                #expect(problems.isEmpty, "\(path): \(problems)")
            }
            await mirror.goOffline()
            let unreachable = try await HTTP.get(mirror.localBase + "/location/100")
            #expect(unreachable.status == 503)
            let problems = try document.problems(path: "/location/100", status: 503, body: unreachable.body)
            #expect(problems.isEmpty, "\(problems)")
        }
    }
}

extension MirrorRoute {
    /// The route's request path, relative to `/api`.
    var examplePath: String {
        switch self {
        case .index: "/"
        case .page(let resource): "/\(resource.rawValue)"
        case .ids(let resource, let segment): "/\(resource.rawValue)/\(segment)"
        case .avatar(let file): "/character/avatar/\(file)"
        case .openAPIDocument: "/openapi.json"
        }
    }
}
