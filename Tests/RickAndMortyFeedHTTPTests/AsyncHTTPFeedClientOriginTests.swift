import Foundation
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

/// An upstream that names another server (in a payload, or in a redirect's `Location`) cannot
/// make the client ask it anything: only the allowed origins are ever sent a request.
@Suite(.trackingMemoryLeaks)
struct AsyncHTTPFeedClientOriginTests {
    @Test func get_refusesAURLOffTheAllowedOrigins_andTheCanarySeesNoRequest() async throws {
        try await withCanary { canary in
            try await withSUT(configuration: configuration(allowing: "http://127.0.0.1:1/api")) { sut in
                let result = await outcome { try await sut.get(from: canary.url("/internal/secret"), maxBodyBytes: 100) }

                #expect(result.error as? HTTPClientError == .unfetchableURL(canary.url("/internal/secret")))
            }
            #expect(canary.recorder.snapshot.connectionsAccepted == 0)
        }
    }

    @Test func get_handsBackARedirectToAnotherPortInsteadOfFollowingIt() async throws {
        try await withCanary { canary in
            let toCanary: RawHTTPServer.Script = { _, writer in
                try await writer.write(rawResponse(status: "302 Found", headers: ["Location: \(canary.url("/internal/secret"))"], body: "no"))
                return .keepOpen
            }
            try await withRawServer(toCanary) { upstream in
                try await withSUT(configuration: configuration(allowing: upstream.url("/api").absoluteString)) { sut in
                    let response = try await sut.get(from: upstream.url("/api/character/avatar/1.jpeg"), maxBodyBytes: 100)

                    #expect(response.statusCode == 302)
                }
            }
            #expect(canary.recorder.snapshot.connectionsAccepted == 0)
        }
    }

    @Test func get_followsARedirectWithinTheAPIsOrigin() async throws {
        try await withFrameworkServer { server in
            try await withSUT(configuration: configuration(allowing: server.url("/api").absoluteString)) { sut in
                let response = try await sut.get(from: server.url("/redirect/2"), maxBodyBytes: 100)

                #expect(response.body == Data("arrived".utf8))
            }
        }
    }

    @Test func get_fetchesFromAListedImageHost() async throws {
        try await withFrameworkServer { server in
            let imageHost = try #require(ImageHost("127.0.0.1:\(server.port)"))
            try await withSUT(configuration: configuration(allowing: "https://rickandmortyapi.com/api", imageHosts: [imageHost])) { sut in
                let response = try await sut.get(from: server.url("/hello"), maxBodyBytes: 100)

                #expect(response.statusCode == 200)
            }
        }
    }

    private func configuration(allowing apiURL: String, imageHosts: [ImageHost] = []) throws -> AsyncHTTPFeedClient.Configuration {
        var configuration = fastTestConfiguration
        configuration.allowedOrigins = FetchOrigins(apiURL: try #require(URL(string: apiURL)), imageHosts: imageHosts)
        return configuration
    }

    /// A server that must never be asked anything: it answers, but the tests count its connections.
    private func withCanary(_ body: (RawHTTPServer) async throws -> Void) async throws {
        try await withRawServer({ _, writer in
            try await writer.write(rawResponse(status: "200 OK", headers: [], body: "internal"))
            return .close
        }, body)
    }
}
