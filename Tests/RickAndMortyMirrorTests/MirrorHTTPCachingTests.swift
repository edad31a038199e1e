import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// The mirror is cacheable by standard HTTP caches (docs/OPERATIONS.md, "The mirror API"), and
/// the HTML pages say what they vary with.
@Suite(.trackingMemoryLeaks)
struct MirrorHTTPCachingTests {
    @Test func answer_hasAStrongETag_andIfNoneMatchGives304WithoutABody() async throws {
        try await MirrorHarness.with { mirror async throws in
            let first = try await HTTP.get(mirror.localBase + "/character?page=2")
            let tag = try #require(first.header("ETag"))
            #expect(tag.hasPrefix("\"") && !tag.hasPrefix("W/"))
            let again = try await HTTP.get(mirror.localBase + "/character?page=2", headers: [("If-None-Match", tag)])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.header("ETag") == tag)
            let other = try await HTTP.get(mirror.localBase + "/character?page=2", headers: [("If-None-Match", "\"nope\"")])
            #expect(other.status == 200 && other.body == first.body)
            let missing = try await HTTP.get(mirror.localBase + "/character?page=99")
            #expect(missing.status == 404 && missing.header("ETag") != nil)
        }
    }

    @Test func cacheControl_fitsEachRoute() async throws {
        try await MirrorHarness.with { mirror async throws in
            #expect(try await HTTP.get(mirror.localBase + "/character").header("Cache-Control") == "public, max-age=3600")
            #expect(try await HTTP.get(mirror.localBase).header("Cache-Control") == "public, max-age=86400")
            #expect(try await HTTP.get(mirror.localBase + "/character/abc").header("Cache-Control") == "no-store")
            #expect(try await HTTP.get(mirror.localBase + "/character/avatar/1.jpeg").header("Cache-Control") == "public, max-age=86400")
        }
    }

    @Test func everyAPIAnswer_mayBeReadFromAnyOrigin() async throws {
        try await MirrorHarness.with { mirror async throws in
            for path in ["", "/character", "/character/1", "/character/abc", "/nothing", "/character/avatar/1.jpeg", "/character?page=99"] {
                let response = try await HTTP.get(mirror.localBase + path, headers: [("Origin", "https://app.example")])
                #expect(response.header("Access-Control-Allow-Origin") == "*", "\(path)")
            }
            await mirror.goOffline()
            #expect(try await HTTP.get(mirror.localBase + "/episode").header("Access-Control-Allow-Origin") == "*")
        }
    }

    @Test func htmlPages_varyWithAcceptLanguage_andAPIAnswersDoNot() async throws {
        try await MirrorHarness.with { mirror async throws in
            let root = "http://127.0.0.1:\(mirror.port)"
            #expect(try await HTTP.get(root + "/").header("Vary") == "Accept-Encoding, Accept-Language")
            #expect(try await HTTP.get(root + "/characters/1").header("Vary") == "Accept-Encoding, Accept-Language")
            let api = try await HTTP.get(mirror.localBase + "/character")
            #expect(api.header("Vary")?.contains("Accept-Language") != true)
        }
    }
}
