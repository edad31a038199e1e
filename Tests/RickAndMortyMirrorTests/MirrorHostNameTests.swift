import Foundation
import Testing

/// The mirror's kept answers are given only for the host names `serve` answers, like every page:
/// a name somebody else pointed at this machine (DNS rebinding) gets 421 the second time too.
@Suite struct MirrorHostNameTests {
    @Test func keptAnswer_forAnotherHostName_is421() async throws {
        try await MirrorHarness.with { mirror async throws in
            let own = RawHTTP.Request(text: "GET /api/character?page=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let other = RawHTTP.Request(text: "GET /api/character?page=1 HTTP/1.1\r\nHost: evil.example\r\n\r\n")
            // The first answer keeps it; the next ones are the kept answer's.
            let warm = try await RawHTTP.exchange(port: mirror.port, [own, own])
            try #require(warm.bytes.hasPrefix("HTTP/1.1 200"), "\(warm)")

            let answer = try await RawHTTP.exchange(port: mirror.port, [other])

            #expect(answer.bytes.hasPrefix("HTTP/1.1 421"), "\(answer)")
        }
    }
}
