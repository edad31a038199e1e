import Foundation
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct AsyncHTTPFeedClientURLTests {
    @Test(arguments: [
        "file:///etc/passwd",
        "ftp://127.0.0.1:PORT/character",
        "unix:///tmp/rmfeed.sock",
        "http+unix://%2Ftmp%2Frmfeed.sock/character",
        "mailto:rick@citadel.example",
        "data:text/plain,hello",
        "http:///character",
        "/character?page=1",
        "http://127.0.0.1:99999/character",
        "http://[::1]:99999/character",
        "http://127.0.0.1:0/character",
    ])
    func get_refusesAURLTheAppMayNotFetchWithoutTouchingTheNetwork(template: String) async throws {
        let script: RawHTTPServer.Script = { _, writer in
            try await writer.write(rawResponse(body: "should not be asked"))
            return .keepOpen
        }
        try await withRawServer(script) { server in
            let url = try #require(URL(string: template.replacingOccurrences(of: "PORT", with: "\(server.port)")))
            try await withSUT { sut in
                let result = await outcome { try await sut.get(from: url, maxBodyBytes: 100) }

                #expect(result.error as? RickAndMortyFeed.HTTPClientError == .unfetchableURL(url))
            }
            #expect(server.recorder.snapshot.connectionsAccepted == 0)
        }
    }

    @Test func get_acceptsAnUppercaseHTTPScheme() async throws {
        try await withFrameworkServer { server in
            let url = try #require(URL(string: "HTTP://127.0.0.1:\(server.port)/hello"))
            try await withSUT { sut in
                let response = try await sut.get(from: url, maxBodyBytes: 100)

                #expect(response.statusCode == 200)
            }
        }
    }
}
