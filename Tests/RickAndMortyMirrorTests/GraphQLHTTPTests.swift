import AsyncHTTPClient
import Foundation
import NIOHTTP1
import Testing
import TestSupport

/// `/graphql` over HTTP as Apollo clients and Apollo Server 2 spoke it, and its bounds.
// One test at a time: each starts a stand-in and a mirror, and all of them at once, beside the
// target's other suites, starve their connection timeouts on two cores.
@Suite(.trackingMemoryLeaks, .serialized)
struct GraphQLHTTPTests {
    @Test func get_answersAQuery_withCORS_anEntityTag_and304() async throws {
        try await MirrorHarness.with { mirror async throws in
            let answer = try await GraphQLClient.get(mirror.serverBase, "query One($id: ID!) { character(id: $id) { name } }", variables: #"{"id":"2"}"#)
            #expect(answer.status == 200)
            #expect(answer.data?.object("character")?.string("name") == "Morty Smith")
            #expect(answer.header("Access-Control-Allow-Origin") == "*")
            let tag = try #require(answer.header("ETag"))
            let again = try await GraphQLClient.get(
                mirror.serverBase, "query One($id: ID!) { character(id: $id) { name } }", variables: #"{"id":"2"}"#, headers: [("If-None-Match", tag)]
            )
            #expect(again.status == 304)
        }
    }

    /// The page's query box is a plain form, which sends a space as `+`; a comment ends at its line break.
    @Test func get_readsTheQueryAsAFormSendsIt() async throws {
        try await MirrorHarness.with { mirror async throws in
            let answer = try await HTTP.get(mirror.serverBase + "/graphql?query=%23+Morty%0A%7B+character(id:+2)+%7B+name+%7D+%7D")
            #expect(answer.status == 200)
            #expect(String(decoding: answer.body, as: UTF8.self) == #"{"data":{"character":{"name":"Morty Smith"}}}"#)
        }
    }

    @Test func post_isGzippedWhenAsked() async throws {
        try await MirrorHarness.with { mirror async throws in
            let answer = try await GraphQLClient.post(mirror.serverBase, "{ characters { results { id name } } }", headers: [("Accept-Encoding", "gzip")])
            #expect(answer.status == 200)
            #expect(answer.header("Content-Encoding") == "gzip")
        }
    }

    @Test func preflight_letsAnyOriginPostJSON() async throws {
        try await MirrorHarness.with { mirror async throws in
            var request = HTTPClientRequest(url: mirror.serverBase + "/graphql")
            request.method = .OPTIONS
            request.headers.add(name: "Origin", value: "https://app.example")
            request.headers.add(name: "Access-Control-Request-Method", value: "POST")
            let answer = try await GraphQLClient.send(request)
            #expect(answer.status == 204)
            #expect(answer.header("Access-Control-Allow-Origin") == "*")
            #expect(answer.header("Access-Control-Allow-Headers")?.contains("Content-Type") == true)
        }
    }

    @Test func posts_onOneConnection_areAllAnswered_andItStaysOpen() async throws {
        try await MirrorHarness.with { mirror async throws in
            let request = Self.postHead(length: Self.body.utf8.count, port: mirror.port) + "\r\n" + Self.body
            let exchange = try await RawHTTP.exchange(port: mirror.port, [RawHTTP.Request(text: request), RawHTTP.Request(text: request)])

            #expect(exchange.bytes.components(separatedBy: "HTTP/1.1 200 ").count == 3, "\(exchange)")
            #expect(!exchange.closedByServer, "\(exchange)")
        }
    }

    @Test func post_expecting100Continue_getsItBeforeItsBody_thenItsAnswer() async throws {
        try await MirrorHarness.with { mirror async throws in
            let port = mirror.port
            let (toldToGoOn, answer) = try await onThreadOfItsOwn { () throws -> (String, String) in
                let socket = try Socket(port: port)
                defer { socket.close() }
                try socket.send(Array((Self.postHead(length: Self.body.utf8.count, port: port) + "Expect: 100-continue\r\n\r\n").utf8))
                let first = String(decoding: try socket.receive(timeout: Double(5 * Sanitizer.slowdown)) ?? [], as: UTF8.self)
                try socket.send(Array(Self.body.utf8))
                var answer = ""
                while !answer.contains("Rick Sanchez"), let chunk = try socket.receive(timeout: Double(10 * Sanitizer.slowdown)), !chunk.isEmpty {
                    answer += String(decoding: chunk, as: UTF8.self)
                }
                return (first, answer)
            }

            #expect(toldToGoOn.hasPrefix("HTTP/1.1 100 Continue\r\n"), "no 100 Continue before the body: \(toldToGoOn)")
            #expect((toldToGoOn + answer).contains("HTTP/1.1 200 "), "\(toldToGoOn + answer)")
            #expect(answer.contains("Rick Sanchez"), "\(answer)")
        }
    }

    private static let body = #"{"query":"{ character(id: 1) { name } }"}"#

    /// The header lines of a `POST /graphql` as Apollo clients send it, without the blank line that ends them.
    private static func postHead(length: Int, port: Int) -> String {
        "POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n"
    }

    @Test func errors_haveApolloServer2sStatusesAndCodes() async throws {
        try await MirrorHarness.with { mirror async throws in
            let base = mirror.serverBase
            let cases: [(String, GraphQLClient.Answer, Int, String)] = [
                ("syntax", try await GraphQLClient.post(base, "{ character(id: 1) { name }"), 400, "GRAPHQL_PARSE_FAILED"),
                ("unknown field", try await GraphQLClient.post(base, "{ character(id: 1) { age } }"), 400, "GRAPHQL_VALIDATION_FAILED"),
                ("wrong variable type", try await GraphQLClient.post(base, "query($p: Int) { characters(page: $p) { info { count } } }", variables: ["p": "two"]), 400, "INTERNAL_SERVER_ERROR"),
                ("id not a number", try await GraphQLClient.post(base, #"{ character(id: "abc") { id } }"#), 200, "INTERNAL_SERVER_ERROR"),
                ("mutation over GET", try await GraphQLClient.get(base, "mutation { character(id: 1) { id } }"), 405, "METHOD_NOT_ALLOWED"),
                ("no query", try await GraphQLClient.post(base, body: Data("{}".utf8)), 400, "BAD_USER_INPUT"),
                ("not JSON", try await GraphQLClient.post(base, body: Data("query=1".utf8)), 400, "BAD_USER_INPUT"),
            ]
            for (name, answer, status, code) in cases {
                #expect(answer.status == status, "\(name)")
                #expect(answer.errorCodes.first == code, "\(name): \(answer.errorCodes)")
                #expect(answer.header("Content-Type")?.hasPrefix("application/json") == true, "\(name)")
            }
        }
    }

    @Test func hostileInputs_areRefusedWithAnError_andTheServerStillAnswers() async throws {
        try await MirrorHarness.with { mirror async throws in
            let base = mirror.serverBase
            let aliases = "{ " + (1...1_000).map { "a\($0): character(id: 1) { name }" }.joined(separator: " ") + " }"
            let ids = "{ charactersByIds(ids: [" + (1...5_000).map(String.init).joined(separator: ",") + "]) { id } }"
            let cycle = "{ character(id: 1) { ...a } } fragment a on Character { ...b } fragment b on Character { ...a }"
            let deep = "{ " + String(repeating: "character(id: 1) { ", count: 1) + String(repeating: "location { residents { ", count: 40) + "id" + String(repeating: " } }", count: 40) + " } }"
            let huge = "{ character(id: 1) { name } }" + String(repeating: " ", count: 1_000_000)
            // Within the depth and field bounds, but nine casts' episodes' casts: over half a million objects.
            let fanOut = "{ episodesByIds(ids: [1, 2, 3, 4, 5, 6, 7, 8, 9]) { characters { episode { characters { type } } } } }"
            for (name, query, status) in [("aliases", aliases, 400), ("cycle", cycle, 400), ("deep", deep, 400), ("1 MB", huge, 413), ("fan-out", fanOut, 400)] {
                let answer = try await GraphQLClient.post(base, query)
                #expect(answer.status == status, "\(name)")
                #expect(!answer.errors.isEmpty, "\(name)")
                #expect(answer.json["data"] == nil, "\(name)")
            }
            let many = try await GraphQLClient.post(base, ids)
            #expect(many.status == 200 && many.data?["charactersByIds"] is NSNull && !many.errors.isEmpty)
            #expect(try await mirror.graphQL("{ character(id: 1) { name } }").object("character") != nil)
        }
    }
}
