import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// Hostile input gets the API's own answer or a 4xx: never a crash, a fetch of anything but the
/// API's own routes, or a 5xx of the mirror's making.
@Suite(.trackingMemoryLeaks)
struct MirrorHostileInputTests {
    @Test func forgedHostHeader_neverChangesTheURLsInTheAnswers() async throws {
        try await MirrorHarness.with(publicURL: "https://mirror.example") { mirror async throws in
            for host in ["evil.example", "evil.example:666", "127.0.0.1:1", "[::1]:80", "mirror.example/../evil"] {
                let response = try await HTTP.get(mirror.localBase + "/character?page=2", headers: [("Host", host)])
                #expect([200, 400, 421].contains(response.status), "Host: \(host)")
                guard response.status == 200 else { continue }
                #expect(!response.text.contains("evil") && !response.text.contains("127.0.0.1:1/"))
                #expect(try response.decode(PageJSON.self).info.next == "https://mirror.example/api/character?page=3")
            }
        }
    }

    @Test func malformedIDLists_getTheAPIsOwnAnswer() async throws {
        try await MirrorHarness.with { mirror async throws in
            for ids in ["1,abc", "[1,2", "1,2]", "[[1]]", "%5B1,2", "1;2", "1%00", "%2e%2e"] {
                let response = try await HTTP.get(mirror.localBase + "/character/\(ids)")
                #expect([404, 500].contains(response.status), "\(ids): \(response.status)")
                #expect(response.error != nil)
            }
            #expect(mirror.upstream.stats.total == 0, "a malformed list is never sent upstream")
        }
    }

    @Test func tenThousandIDs_areAnsweredFromAWholeCacheOrRefusedWith414_neverFannedOutUpstream() async throws {
        try await MirrorHarness.with { mirror async throws in
            let list = (1...10_000).map(String.init).joined(separator: ",")
            let cold = try await HTTP.get(mirror.localBase + "/character/\(list)")
            #expect(cold.status == 414)
            #expect(mirror.upstream.stats.total == 0)
            try await mirror.warm()
            mirror.upstream.stats.reset()
            let warm = try await HTTP.get(mirror.localBase + "/character/\(list)")
            #expect(warm.status == 200)
            #expect(warm.ids == Array(1...826))
            #expect(mirror.upstream.stats.total == 0)
        }
    }

    @Test func veryLongQueryStrings_getAnAnswerNotA5xx() async throws {
        try await MirrorHarness.with { mirror async throws in
            let long = String(repeating: "a", count: 6_000)
            for query in ["name=\(long)", "\(long)=1", "page=\(String(repeating: "9", count: 400))", "name=%" + long] {
                let response = try await HTTP.get(mirror.localBase + "/character?\(query)")
                #expect(response.status < 500, "\(query.prefix(20))…: \(response.status)")
            }
        }
    }

    @Test func pathTraversalInTheAvatarRoute_isNoRoute_andFetchesNothing() async throws {
        try await MirrorHarness.with { mirror async throws in
            for file in ["..%2F..%2Fetc%2Fpasswd", "..%2F1.jpeg", "1.jpeg%2F..", "%2e%2e", "1.jpeg.png", "-1.jpeg", "01x.jpeg", "1.JPEG"] {
                let response = try await HTTP.get(mirror.localBase + "/character/avatar/\(file)")
                #expect(response.status == 404, "\(file)")
                #expect(response.error == ErrorJSON(error: "There is nothing here."), "\(file)")
            }
            let raw = try await HTTP.get("http://127.0.0.1:\(mirror.port)/api/character/avatar/../../../etc/passwd")
            #expect(raw.status == 404)
            #expect(mirror.upstream.stats.total == 0)
        }
    }
}
