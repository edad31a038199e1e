import Foundation
import RickAndMortyApp
import Testing
import TestSupport

/// Kept `/api` answers sent from the event loop (`KeptAnswerHandler`) are the router's answers,
/// byte for byte (but `Date`'s value), connection handling and counts included; anything the
/// handler does not answer goes through the router as before (docs/ARCHITECTURE.md, "The mirror API").
@Suite(.trackingMemoryLeaks)
struct KeptAnswerParityTests {
    private static func request(_ target: String, method: String = "GET", version: String = "HTTP/1.1", _ headers: [String] = []) -> RawHTTP.Request {
        RawHTTP.Request(text: "\(method) \(target) \(version)\r\nHost: mirror.test\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n")
    }

    private static let kept = ["/api/character?page=1", "/api/character?page=2&name=rick", "/api/episode/1,2", "/api/location/3", "/api/character?page=99"]

    /// Answers each kept target through both servers, so both keep it. Twice: the servers share
    /// one cache, and the first pass's read-through saves move its generation, which drops what
    /// was kept before; the second reads the cache only. Then gzipped, which only the router
    /// makes the first time.
    private static func warm(_ servers: TwoPathsHarness) async throws {
        for headers in [[], [], ["Accept-Encoding: gzip"]] {
            for target in kept {
                let (router, eventLoop) = try await servers.exchange([request(target, headers)])
                #expect(router == eventLoop)
            }
        }
    }

    @Test func keptAnswer_fromTheEventLoop_isByteForByteTheRoutersAnswer() async throws {
        try await TwoPathsHarness.with { servers in
            try await Self.warm(servers)
            let before = servers.sentFromEventLoop
            let plain = try await servers.exchange([Self.request(Self.kept[0])])
            let gzipped = try await servers.exchange([Self.request(Self.kept[0], ["Accept-Encoding: gzip"])])
            let plainTag = try #require(RawHTTP.entityTag(in: plain.router.bytes))
            let gzipTag = try #require(RawHTTP.entityTag(in: gzipped.router.bytes))
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
            let sentByCases = cases.reduce(0) { $0 + $1.requests.count }
            for (requests, closes) in cases {
                let (router, eventLoop) = try await servers.exchange(requests, untilClosed: closes)
                #expect(router == eventLoop, "\(requests.map(\.text))")
                #expect(router.closedByServer == closes)
            }
            // Each of them (and the two tags' requests) was sent from the event loop...
            #expect(servers.sentFromEventLoop - before == sentByCases + 2)
            // ...and counted as the router counts it.
            #expect(servers.eventLoop.requestCounts == servers.router.requestCounts)
            #expect(servers.router.requestCounts.contains("route=\"/api/**\""))
        }
    }

    /// Compressing is no work for the event loop: the first gzipped answer goes through the router,
    /// which makes the gzipped body once; from then on it is sent from the event loop too.
    @Test func gzippedBody_isMadeByTheRouter_thenSentFromTheEventLoop() async throws {
        try await TwoPathsHarness.with { servers in
            for _ in 1...2 { _ = try await servers.exchange([Self.request(Self.kept[0])]) }
            let before = servers.sentFromEventLoop
            _ = try await servers.exchange([Self.request(Self.kept[0])])
            try #require(servers.sentFromEventLoop == before + 1, "the answer is kept")
            let gzip = Self.request(Self.kept[0], ["Accept-Encoding: gzip"])

            let first = try await servers.exchange([gzip])
            #expect(servers.sentFromEventLoop == before + 1)
            let again = try await servers.exchange([gzip])
            #expect(servers.sentFromEventLoop == before + 2)

            #expect(first.router == first.eventLoop)
            #expect(again.router == again.eventLoop)
            #expect(first.router.bytes.lowercased().contains("content-encoding: gzip"))
        }
    }

    /// RFC 9110 (15.4.5): a 304 has no body, and a `Content-Length` on it could only repeat the
    /// 200's; it carries none.
    @Test func notModified_carriesNoContentLength_fromEitherPath() async throws {
        try await TwoPathsHarness.with { servers in
            try await Self.warm(servers)
            let plain = try await servers.exchange([Self.request(Self.kept[0])])
            let tag = try #require(RawHTTP.entityTag(in: plain.router.bytes))
            for method in ["GET", "HEAD"] {
                let (router, eventLoop) = try await servers.exchange([Self.request(Self.kept[0], method: method, ["If-None-Match: \(tag)"])])
                #expect(router == eventLoop)
                #expect(router.bytes.hasPrefix("HTTP/1.1 304 "), "\(router)")
                #expect(!router.bytes.lowercased().contains("content-length:"), "\(router)")
            }
        }
    }

    @Test func requestsNotKept_areAnsweredByTheRouterAsBefore() async throws {
        try await TwoPathsHarness.with { servers in
            try await Self.warm(servers)
            let before = servers.sentFromEventLoop
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
                // A request the router answers first keeps a kept one behind it waiting its turn.
                ([Self.request("/api/character?page=3"), Self.request(Self.kept[0]), Self.request(Self.kept[2])], false),
            ]
            for (requests, closes) in cases {
                let (router, eventLoop) = try await servers.exchange(requests, untilClosed: closes)
                #expect(router == eventLoop, "\(requests.map(\.text))")
                #expect(router.closedByServer == closes)
            }
            #expect(servers.sentFromEventLoop == before)
            #expect(servers.eventLoop.requestCounts == servers.router.requestCounts)
        }
    }

    @Test func keptAnswer_isNotSentFromTheEventLoopOnceTheCacheChanged() async throws {
        try await TwoPathsHarness.with { servers in
            try await Self.warm(servers)
            let before = servers.sentFromEventLoop
            _ = try await servers.exchange([Self.request(Self.kept[0])])
            #expect(servers.sentFromEventLoop == before + 1)
            try await servers.app.clearCache()
            let (router, eventLoop) = try await servers.exchange([Self.request(Self.kept[0])])
            #expect(servers.sentFromEventLoop == before + 1)
            #expect(router == eventLoop)
            // Answered again through the router, and kept again from then on.
            _ = try await servers.exchange([Self.request(Self.kept[0])])
            #expect(servers.sentFromEventLoop == before + 2)
        }
    }
}
