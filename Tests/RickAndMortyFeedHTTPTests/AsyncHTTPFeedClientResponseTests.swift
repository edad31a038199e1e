import Foundation
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct AsyncHTTPFeedClientResponseTests {
    @Test func get_deliversBodyAndHeadersOfA200() async throws {
        try await withFrameworkServer { server in
            try await withSUT { sut in
                let response = try await sut.get(from: server.url("/hello"), maxBodyBytes: 1_000)

                #expect(response.statusCode == 200)
                #expect(response.body == Data("Hello, Rick".utf8))
                #expect(response.headers["content-type"] == "text/plain")
                #expect(response.headers["content-length"] == "11")
            }
        }
    }

    @Test(arguments: [200, 204, 299, 400, 404, 500, 502])
    func get_deliversEveryStatusAsAResponseWithItsBody(status: Int) async throws {
        try await withFrameworkServer { server in
            try await withSUT { sut in
                let response = try await sut.get(from: server.url("/status/\(status)"), maxBodyBytes: 1_000)

                #expect(response.statusCode == status)
                #expect(response.body == (status == 204 ? Data() : Data("status \(status)".utf8)))
            }
        }
    }

    @Test func get_lowercasesHeaderNamesAndJoinsRepeatedFields() async throws {
        let script: RawHTTPServer.Script = { _, writer in
            try await writer.write(rawResponse(headers: ["X-Dup: first", "X-DUP: second", "X-Feed: Rick"], body: "ok"))
            return .keepOpen
        }
        try await withRawServer(script) { server in
            try await withSUT { sut in
                let response = try await sut.get(from: server.url("/headers"), maxBodyBytes: 100)

                #expect(response.headers["x-dup"] == "first, second")
                #expect(response.headers["x-feed"] == "Rick")
                #expect(response.headers.keys.allSatisfy { $0 == $0.lowercased() })
            }
        }
    }

    @Test func get_skipsInformationalResponsesAndDeliversTheFinalOne() async throws {
        let script: RawHTTPServer.Script = { _, writer in
            try await writer.write("HTTP/1.1 103 Early Hints\r\nLink: </a.css>\r\n\r\n")
            try await writer.write(rawResponse(body: "final"))
            return .keepOpen
        }
        try await withRawServer(script) { server in
            try await withSUT { sut in
                let response = try await sut.get(from: server.url("/hints"), maxBodyBytes: 100)

                #expect(response.statusCode == 200)
                #expect(response.body == Data("final".utf8))
            }
        }
    }

    @Test func get_sendsAGETWithTheConfiguredUserAgent() async throws {
        let script: RawHTTPServer.Script = { _, writer in
            try await writer.write(rawResponse(body: "ok"))
            return .keepOpen
        }
        try await withRawServer(script) { server in
            try await withSUT { sut in
                _ = try await sut.get(from: server.url("/character?page=2"), maxBodyBytes: 100)
            }
            let request = try #require(server.recorder.snapshot.requests.first)
            #expect(request.method == "GET")
            #expect(request.path == "/character?page=2")
            #expect(request.headers["user-agent"] == "rmfeed/\(RMFeedVersion.current)")
        }
    }

    @Test func get_reusesOneConnectionForSequentialRequests() async throws {
        let script: RawHTTPServer.Script = { _, writer in
            try await writer.write(rawResponse(body: "ok"))
            return .keepOpen
        }
        try await withRawServer(script) { server in
            try await withSUT { sut in
                for page in 1...3 {
                    _ = try await sut.get(from: server.url("/character?page=\(page)"), maxBodyBytes: 100)
                }
            }
            #expect(server.recorder.snapshot.requests.count == 3)
            #expect(server.recorder.snapshot.connectionsAccepted == 1)
        }
    }

    @Test func get_sharesAPoolBoundedPerHostAmongConcurrentRequests() async throws {
        let script: RawHTTPServer.Script = { _, writer in
            try await Task.sleep(for: .milliseconds(20))
            try await writer.write(rawResponse(body: "ok"))
            return .keepOpen
        }
        var configuration = fastTestConfiguration
        configuration.maxConnectionsPerHost = 4
        try await withRawServer(script) { server in
            try await withSUT(configuration: configuration) { sut in
                let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                    for index in 0..<16 {
                        group.addTask { try await sut.get(from: server.url("/\(index)"), maxBodyBytes: 100).statusCode }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(statuses == Array(repeating: 200, count: 16))
            }
            #expect(server.recorder.snapshot.requests.count == 16)
            #expect(server.recorder.snapshot.connectionsAccepted <= 4)
        }
    }
}
