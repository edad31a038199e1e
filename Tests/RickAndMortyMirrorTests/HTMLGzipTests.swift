import CompressNIO
import Foundation
import NIOCore
import Testing
import TestSupport

/// The HTML pages are gzipped when the client asks and say they vary with it; images never are
/// (docs/OPERATIONS.md, "The mirror API").
@Suite(.trackingMemoryLeaks)
struct HTMLGzipTests {
    @Test(arguments: ["/", "/characters/1", "/episodes", "/no-such-page"])
    func htmlPage_isGzippedWhenAsked_withTheSameHTML(path: String) async throws {
        try await MirrorHarness.with { mirror async throws in
            let root = "http://127.0.0.1:\(mirror.port)"
            let plain = try await HTTP.get(root + path)
            let gzipped = try await HTTP.get(root + path, headers: [("Accept-Encoding", "gzip, deflate")])
            #expect(plain.header("Content-Encoding") == nil)
            #expect(gzipped.header("Content-Encoding") == "gzip")
            #expect(gzipped.status == plain.status)
            for response in [plain, gzipped] { #expect(response.header("Vary") == "Accept-Encoding, Accept-Language") }
            var buffer = ByteBuffer(bytes: gzipped.body)
            let inflated = try buffer.decompress(with: .gzip())
            #expect(gzipped.body.count < plain.body.count / 2)
            #expect(String(buffer: inflated).contains("</html>"))
            #expect(Array(inflated.readableBytesView) == plain.body, "\(path)")
        }
    }

    @Test func htmlPage_inAChosenTheme_isGzippedWithTheTheme() async throws {
        try await MirrorHarness.with { mirror async throws in
            let response = try await HTTP.get(
                "http://127.0.0.1:\(mirror.port)/", headers: [("Accept-Encoding", "gzip"), ("Cookie", "theme=dark")]
            )
            #expect(response.header("Content-Encoding") == "gzip")
            var buffer = ByteBuffer(bytes: response.body)
            let inflated = try buffer.decompress(with: .gzip())
            #expect(String(buffer: inflated).contains(#"<html data-theme="dark" lang="en">"#))
        }
    }

    @Test func htmlPage_isPlainWhenGzipIsRefused() async throws {
        try await MirrorHarness.with { mirror async throws in
            let response = try await HTTP.get("http://127.0.0.1:\(mirror.port)/", headers: [("Accept-Encoding", "gzip;q=0, br")])
            #expect(response.header("Content-Encoding") == nil)
            #expect(response.text.contains("</html>"))
        }
    }

    @Test func images_areNeverGzipped() async throws {
        try await MirrorHarness.with { mirror async throws in
            let gzip = [("Accept-Encoding", "gzip")]
            let image = try await HTTP.get("http://127.0.0.1:\(mirror.port)/characters/1/image", headers: gzip)
            #expect(image.status == 200 && image.header("Content-Type")?.hasPrefix("image/") == true)
            #expect(image.header("Content-Encoding") == nil)
            let avatar = try await HTTP.get(mirror.localBase + "/character/avatar/1.jpeg", headers: gzip)
            #expect(avatar.status == 200 && avatar.header("Content-Encoding") == nil)
        }
    }
}
