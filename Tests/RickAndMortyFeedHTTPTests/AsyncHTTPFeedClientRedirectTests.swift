import Foundation
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct AsyncHTTPFeedClientRedirectTests {
    @Test func get_followsARedirectToItsTarget() async throws {
        try await withFrameworkServer { server in
            try await withSUT { sut in
                let response = try await sut.get(from: server.url("/redirect/1"), maxBodyBytes: 100)

                #expect(response.statusCode == 200)
                #expect(response.body == Data("arrived".utf8))
            }
        }
    }

    @Test func get_followsAChainAsLongAsTheLimit() async throws {
        try await withFrameworkServer { server in
            try await withSUT { sut in
                let response = try await sut.get(from: server.url("/redirect/5"), maxBodyBytes: 100)

                #expect(response.body == Data("arrived".utf8))
            }
        }
    }

    @Test func get_failsOnAChainLongerThanTheLimit() async throws {
        try await withFrameworkServer { server in
            try await withSUT { sut in
                let result = await outcome { try await sut.get(from: server.url("/redirect/6"), maxBodyBytes: 100) }

                #expect(result.error as? HTTPTransportError == .tooManyRedirects(limit: 5))
            }
        }
    }

    @Test func get_failsOnARedirectCycle() async throws {
        try await withFrameworkServer { server in
            try await withSUT { sut in
                let result = await outcome { try await sut.get(from: server.url("/cycle/a"), maxBodyBytes: 100) }

                #expect(result.error as? HTTPTransportError == .redirectCycle)
            }
        }
    }

    @Test func get_deliversARedirectWithoutLocationAsAResponse() async throws {
        try await withFrameworkServer { server in
            try await withSUT { sut in
                let response = try await sut.get(from: server.url("/found-without-location"), maxBodyBytes: 100)

                #expect(response.statusCode == 302)
                #expect(response.body == Data("nowhere to go".utf8))
            }
        }
    }

    @Test func get_deliversTheRedirectItselfWhenConfiguredToFollowNone() async throws {
        var configuration = fastTestConfiguration
        configuration.maxRedirects = 0
        try await withFrameworkServer { server in
            try await withSUT(configuration: configuration) { sut in
                let response = try await sut.get(from: server.url("/redirect/1"), maxBodyBytes: 100)

                #expect(response.statusCode == 302)
                #expect(response.headers["location"] == "/arrived")
            }
        }
    }

    /// Following `Location: http://127.0.0.1:99999/…` killed the process (SIGILL in NIO).
    @Test(arguments: ["http://127.0.0.1:99999/a.jpeg", "http://[::1]:70000/a", "http://127.0.0.1:99999999999999999999/a"])
    func get_handsBackARedirectToAPortOutOfRangeInsteadOfFollowingIt(location: String) async throws {
        let toBadPort: RawHTTPServer.Script = { _, writer in
            try await writer.write(rawResponse(status: "302 Found", headers: ["Location: \(location)"], body: "no"))
            return .keepOpen
        }
        try await withRawServer(toBadPort) { server in
            try await withSUT { sut in
                let response = try await sut.get(from: server.url("/to-bad-port"), maxBodyBytes: 100)

                #expect(response.statusCode == 302)
                #expect(response.body == Data("no".utf8))
            }
        }
    }

    @Test func get_doesNotFollowARedirectToANonHTTPScheme() async throws {
        let toFile: RawHTTPServer.Script = { _, writer in
            try await writer.write(rawResponse(status: "302 Found", headers: ["Location: file:///etc/passwd"], body: "no"))
            return .keepOpen
        }
        try await withRawServer(toFile) { server in
            try await withSUT { sut in
                let response = try await sut.get(from: server.url("/to-file"), maxBodyBytes: 100)

                #expect(response.statusCode == 302)
                #expect(response.body == Data("no".utf8))
            }
        }
    }
}
