import CompressNIO
import Foundation
import NIOCore
import Testing
import TestSupport

/// gzip when the client asks for it, as its own representation (docs/OPERATIONS.md, "The mirror API").
@Suite(.trackingMemoryLeaks)
struct MirrorGzipTests {
    @Test func acceptEncodingGzip_getsTheSameJSONGzippedWithItsOwnETagAndVary() async throws {
        try await MirrorHarness.with { mirror async throws in
            let plain = try await HTTP.get(mirror.localBase + "/character?page=3")
            #expect(plain.header("Content-Encoding") == nil)
            #expect(plain.header("Vary") == "Accept-Encoding")
            let gzipped = try await HTTP.get(mirror.localBase + "/character?page=3", headers: [("Accept-Encoding", "br, gzip;q=0.8")])
            #expect(gzipped.header("Content-Encoding") == "gzip")
            #expect(gzipped.header("Vary") == "Accept-Encoding")
            #expect(gzipped.body.count < plain.body.count / 2)
            var buffer = ByteBuffer(bytes: gzipped.body)
            let inflated = try buffer.decompress(with: .gzip())
            #expect(Array(inflated.readableBytesView) == plain.body)
            let tag = try #require(gzipped.header("ETag"))
            #expect(tag != plain.header("ETag"))
            let again = try await HTTP.get(mirror.localBase + "/character?page=3", headers: [("Accept-Encoding", "gzip"), ("If-None-Match", tag)])
            #expect(again.status == 304)
        }
    }

    @Test(arguments: ["gzip;q=0", "identity", "br", "*;q=0", "GZIP; q=0.000"])
    func acceptEncodingWithoutGzip_getsThePlainJSON(acceptEncoding: String) async throws {
        try await MirrorHarness.with { mirror async throws in
            let response = try await HTTP.get(mirror.localBase + "/character", headers: [("Accept-Encoding", acceptEncoding)])
            #expect(response.status == 200)
            #expect(response.header("Content-Encoding") == nil)
            #expect(try response.decode(PageJSON.self).ids == Array(1...20))
        }
    }
}
