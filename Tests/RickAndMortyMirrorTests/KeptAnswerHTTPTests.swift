import Foundation
import RickAndMortyApp
import Testing
import TestSupport

/// A kept `/api` answer is, byte for byte (but `Date`'s value), the answer made the first time,
/// in every representation (plain, gzip, HEAD, 304), with the connection kept or closed as the
/// request asks (docs/ARCHITECTURE.md, "The mirror API").
@Suite(.trackingMemoryLeaks)
struct KeptAnswerHTTPTests {
    private static func request(_ target: String, method: String = "GET", version: String = "HTTP/1.1", _ headers: [String] = []) -> RawHTTP.Request {
        RawHTTP.Request(text: "\(method) \(target) \(version)\r\nHost: mirror.test\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n")
    }

    private static let kept = ["/api/character?page=1", "/api/character?page=2&name=rick", "/api/episode/1,2", "/api/location/3", "/api/character?page=99"]

    /// Asks each kept target twice, and the second answer (kept, or made again once the
    /// read-through saves moved the cache's generation) is the first's. Twice over: the second
    /// pass reads the cache only. Then gzipped, made the first time it is asked for.
    private static func warm(_ server: RawMirrorServer) async throws {
        for headers in [[], [], ["Accept-Encoding: gzip"]] {
            for target in kept {
                let first = try await server.exchange([request(target, headers)])
                let again = try await server.exchange([request(target, headers)])
                #expect(first == again)
            }
        }
    }

    @Test func keptAnswer_isByteForByteTheAnswerFirstMade_inEveryRepresentation() async throws {
        try await RawMirrorServer.with { server in
            try await Self.warm(server)
            let plain = try await server.exchange([Self.request(Self.kept[0])])
            let gzipped = try await server.exchange([Self.request(Self.kept[0], ["Accept-Encoding: gzip"])])
            let plainTag = try #require(RawHTTP.entityTag(in: plain.bytes))
            let gzipTag = try #require(RawHTTP.entityTag(in: gzipped.bytes))
            var cases: [(requests: [RawHTTP.Request], closes: Bool)] = []
            for target in Self.kept {
                cases += [
                    ([Self.request(target)], false),
                    ([Self.request(target, ["Accept-Encoding: gzip, deflate"])], false),
                    ([Self.request(target, ["Accept-Encoding: gzip;q=0"])], false),
                    ([Self.request(target, method: "HEAD")], false),
                    ([Self.request(target, method: "HEAD", ["Accept-Encoding: gzip"])], false),
                    ([Self.request(target, version: "HTTP/1.0")], true),
                    ([Self.request(target, version: "HTTP/1.0", ["Connection: keep-alive"])], false),
                    ([Self.request(target, ["Connection: close"])], true),
                ]
            }
            cases += [
                ([Self.request(Self.kept[0], ["If-None-Match: \(plainTag)"])], false),
                ([Self.request(Self.kept[0], ["If-None-Match: \"other\", \(plainTag)"])], false),
                ([Self.request(Self.kept[0], ["Accept-Encoding: gzip", "If-None-Match: \(gzipTag)"])], false),
                ([Self.request(Self.kept[0], ["Accept-Encoding: gzip", "If-None-Match: \(plainTag)"])], false),
                ([Self.request(Self.kept[0], method: "HEAD", ["If-None-Match: \(plainTag)"])], false),
                ([Self.request(Self.kept[0], version: "HTTP/1.0", ["If-None-Match: \(plainTag)"])], true),
                // Pipelined: several requests in one write, answered in order.
                ([Self.request(Self.kept[0]), Self.request(Self.kept[2], ["Accept-Encoding: gzip"]), Self.request(Self.kept[3], method: "HEAD")], false),
                ([Self.request(Self.kept[1]), Self.request(Self.kept[4], ["Connection: close"])], true),
            ]
            for (requests, closes) in cases {
                let first = try await server.exchange(requests, untilClosed: closes)
                let again = try await server.exchange(requests, untilClosed: closes)
                #expect(first == again, "\(requests.map(\.text))")
                #expect(first.closedByServer == closes, "\(requests.map(\.text))")
            }
            #expect(server.requestCounts.contains("route=\"/api/**\""))
        }
    }

    /// The gzipped body is made the first time a client asks for it, then kept.
    @Test func gzippedAnswer_madeOnce_isTheSameBytesWhenKept() async throws {
        try await RawMirrorServer.with { server in
            for _ in 1...3 { _ = try await server.exchange([Self.request(Self.kept[0])]) }
            let gzip = Self.request(Self.kept[0], ["Accept-Encoding: gzip"])

            let first = try await server.exchange([gzip])
            let again = try await server.exchange([gzip])

            #expect(first == again)
            #expect(first.bytes.lowercased().contains("content-encoding: gzip"))
        }
    }

    /// RFC 9110 (15.4.5): a 304 has no body, and a `Content-Length` on it could only repeat the
    /// 200's; it carries none.
    @Test func notModified_carriesNoContentLength() async throws {
        try await RawMirrorServer.with { server in
            try await Self.warm(server)
            let plain = try await server.exchange([Self.request(Self.kept[0])])
            let tag = try #require(RawHTTP.entityTag(in: plain.bytes))
            for method in ["GET", "HEAD"] {
                let answer = try await server.exchange([Self.request(Self.kept[0], method: method, ["If-None-Match: \(tag)"])])
                #expect(answer.bytes.hasPrefix("HTTP/1.1 304 "), "\(answer)")
                #expect(!answer.bytes.lowercased().contains("content-length:"), "\(answer)")
            }
        }
    }

    @Test func requestsBesideTheKeptAnswers_keepOrEndTheConnectionAsTheyAsk() async throws {
        try await RawMirrorServer.with { server in
            try await Self.warm(server)
            let cases: [(requests: [RawHTTP.Request], closes: Bool)] = [
                // A body announced: refused unread by the chain, and the connection ends.
                ([RawHTTP.Request(text: "POST \(Self.kept[0]) HTTP/1.1\r\nHost: m\r\nContent-Length: 5\r\n\r\nhello")], true),
                ([RawHTTP.Request(text: "GET \(Self.kept[0]) HTTP/1.1\r\nHost: m\r\nContent-Length: 5\r\n\r\nhello")], true),
                ([Self.request(Self.kept[0], method: "OPTIONS")], false),
                ([Self.request(Self.kept[0], method: "PATCH")], false),
                ([Self.request("/api")], false),
                ([Self.request("/api/character?page=1&x=1")], false),
                ([Self.request("/api/character/avatar/1.jpeg")], false),
                ([Self.request("/characters?page=1")], false),
                // A request not kept yet keeps a kept one behind it waiting its turn.
                ([Self.request("/api/character?page=3"), Self.request(Self.kept[0]), Self.request(Self.kept[2])], false),
            ]
            for (requests, closes) in cases {
                let answer = try await server.exchange(requests, untilClosed: closes)
                #expect(answer.closedByServer == closes, "\(requests.map(\.text))")
                #expect(answer.bytes.components(separatedBy: "HTTP/1.1 ").count == requests.count + 1, "\(answer)")
            }
        }
    }

    @Test func keptAnswer_onceTheCacheChanged_isMadeAgain_theSameBytes() async throws {
        try await RawMirrorServer.with { server in
            try await Self.warm(server)
            let kept = try await server.exchange([Self.request(Self.kept[0])])
            try await server.app.clearCache()

            let madeAgain = try await server.exchange([Self.request(Self.kept[0])])

            #expect(madeAgain == kept)
        }
    }
}
