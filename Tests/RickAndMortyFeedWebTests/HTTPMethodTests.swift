import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

/// HTTP's rules for methods on every path: HEAD is GET without the body, a
/// method a known path does not allow is 405 with `Allow`, unknown paths stay 404.
@Suite struct HTTPMethodTests {
    @Test(arguments: [
        "/", "/healthz", "/characters/1", "/characters/1/image", "/static/app.css", "/static/favicon.svg",
        "/episodes", "/episodes/1", "/locations", "/locations/1",
    ])
    func head_answersLikeGetWithoutABody(path: String) async throws {
        // Pages served from what the app keeps, so GET and HEAD see the same bytes.
        try await WebTestHarness.with(refreshInterval: 3_600) { _, client in
            // The first view of an item's page loads it from remote; later views within the
            // refresh interval show what the cache saved then, and say so.
            _ = try await client.execute(uri: path, method: .get)
            let get = try await client.execute(uri: path, method: .get)
            let head = try await client.execute(uri: path, method: .head)

            #expect(get.status == .ok)
            #expect(head.status == get.status)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
            #expect(head.headers[.contentType] == get.headers[.contentType])
            #expect(head.headers[.contentSecurityPolicy] == get.headers[.contentSecurityPolicy])
        }
    }

    @Test func head_onAnUnknownPath_is404WithoutABody() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.execute(uri: "/nowhere", method: .head)

            #expect(response.status == .notFound)
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test func head_onALiveConnection_sendsNoBodySoTheNextAnswerFollows() async throws {
        try await WebTestHarness.with(testing: .live) { _, client in
            let connection = try await RawHTTPConnection.open(port: try #require(client.port))
            try await connection.send("HEAD /healthz HTTP/1.1\r\nHost: localhost\r\n\r\nGET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")

            let answered = await connection.receives("ok\n", within: .seconds(30))
            await connection.close()

            #expect(answered, "\(connection.text)")
            #expect(connection.answerCount == 2, "\(connection.text)")
            #expect(connection.text.components(separatedBy: "ok\n").count == 2, "only the GET has a body: \(connection.text)")
            #expect(connection.text.hasPrefix("HTTP/1.1 200"), "\(connection.text)")
            #expect(connection.text.lowercased().contains("content-length: 3"), "\(connection.text)")
        }
    }

    @Test(arguments: [
        ("POST", "/"), ("PUT", "/characters/1"), ("DELETE", "/characters/1/image"), ("PATCH", "/static/app.css"),
        ("OPTIONS", "/healthz"), ("TRACE", "/"), ("POST", "/characters/0001"),
        ("POST", "/episodes"), ("DELETE", "/locations/1"), ("PUT", "/episodes/007"),
    ])
    func unsupportedMethodOnAKnownPath_answers405WithAllow(method: String, path: String) async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.execute(uri: path, method: try #require(HTTPRequest.Method(method)))

            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, HEAD")
        }
    }

    @Test(arguments: ["POST", "DELETE", "OPTIONS"])
    func anyMethodOnAnUnknownPath_staysNotFound(method: String) async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.execute(uri: "/nowhere", method: try #require(HTTPRequest.Method(method)))

            #expect(response.status == .notFound)
        }
    }

    @Test(arguments: ["BREW", "FOO", "PROPFIND", "MKCALENDAR"])
    func methodHTTPDoesNotDefine_onALiveConnection_answers501(method: String) async throws {
        try await WebTestHarness.with(testing: .live) { _, client in
            let connection = try await RawHTTPConnection.open(port: try #require(client.port))
            try await connection.send("\(method) / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")

            let answered = await connection.receives("\r\n\r\n", within: .seconds(30))
            await connection.close()

            #expect(answered, "\(connection.text)")
            #expect(connection.text.hasPrefix("HTTP/1.1 501"), "\(connection.text)")
        }
    }

    @Test func methodHTTPDoesNotDefine_answers501() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.execute(uri: "/", method: try #require(HTTPRequest.Method("BREW")))

            #expect(response.status == .notImplemented)
        }
    }
}
