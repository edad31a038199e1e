import Foundation
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

/// Conditional GETs: `If-None-Match` sent as given, through the app's retrying and deadline
/// decorators, on the first request only, never when the tag could break the header lines; a
/// 304 is a response with the server's headers.
@Suite(.trackingMemoryLeaks)
struct AsyncHTTPFeedClientConditionalTests {
    @Test func get_sendsIfNoneMatchThroughTheAppsDecorators_andDelivers304WithItsETag() async throws {
        let script: RawHTTPServer.Script = { _, writer in
            try await writer.write(rawResponse(status: "304 Not Modified", headers: ["ETag: \"abc\""]))
            return .keepOpen
        }
        try await withRawServer(script) { server in
            try await withSUT { sut in
                let response = try await sut.retrying().get(from: server.url("/character?page=2"), maxBodyBytes: 100, ifNoneMatch: "W/\"abc\"")

                #expect(response.statusCode == 304)
                #expect(response.headers["etag"] == "\"abc\"")
                #expect(response.body.isEmpty)
            }
            #expect(server.recorder.snapshot.requests.map { $0.headers["if-none-match"] } == ["W/\"abc\""])
        }
    }

    @Test(arguments: ["abc", "\"a\"b\"", "\"a\r\nX-Evil: 1\"", "\"\(String(repeating: "x", count: 300))\"", "\"é\""])
    func get_doesNotSendATagThatIsNotOne(tag: String) async throws {
        let script: RawHTTPServer.Script = { _, writer in
            try await writer.write(rawResponse(body: "ok"))
            return .keepOpen
        }
        try await withRawServer(script) { server in
            try await withSUT { sut in
                let response = try await sut.get(from: server.url("/a"), maxBodyBytes: 100, ifNoneMatch: tag)
                #expect(response.statusCode == 200)
            }
            let request = try #require(server.recorder.snapshot.requests.first)
            #expect(request.headers["if-none-match"] == nil)
            #expect(request.headers["x-evil"] == nil)
        }
    }

    @Test func get_withoutACondition_sendsNone() async throws {
        let script: RawHTTPServer.Script = { _, writer in
            try await writer.write(rawResponse(body: "ok"))
            return .keepOpen
        }
        try await withRawServer(script) { server in
            try await withSUT { sut in _ = try await sut.retrying().get(from: server.url("/a"), maxBodyBytes: 100) }
            #expect(server.recorder.snapshot.requests.first?.headers["if-none-match"] == nil)
        }
    }
}
