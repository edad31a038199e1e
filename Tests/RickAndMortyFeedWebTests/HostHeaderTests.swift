import Foundation
import NIOConcurrencyHelpers
import RickAndMortyFeedWeb
import Testing
import TestSupport

/// Only the host names `serve` is bound or configured for are answered: a name somebody else
/// pointed at this machine (DNS rebinding) gets 421, so a page of theirs cannot read ours.
@Suite struct HostHeaderTests {
    @Test(arguments: [
        "evil.example", "evil.example:8080", "127.0.0.1.nip.io", "localhost.evil.example", "mirror.example.evil",
        // Not a host[:port] at all, however near to an allowed name.
        "127.0.0.1:80x", "[::1", "[::1]x", "local host", "evil.example@127.0.0.1", ":8080",
    ])
    func request_forAnotherHostName_is421(host: String) async throws {
        let answer = try await status(of: "/healthz", host: host, publicURL: "https://mirror.example")

        #expect(answer.hasPrefix("HTTP/1.1 421"), "\(answer)")
    }

    @Test(arguments: ["127.0.0.1", "127.0.0.1:1", "localhost", "LOCALHOST:8080", "[::1]", "[::1]:8080", "mirror.example", "mirror.example:443"])
    func request_forTheBoundAddressItsLoopbackNamesOrThePublicHost_isAnswered(host: String) async throws {
        let answer = try await status(of: "/healthz", host: host, publicURL: "https://mirror.example")

        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer)")
    }

    /// The first line of the answer to `GET path` with `Host: host`.
    private func status(of path: String, host: String, publicURL: String) async throws -> String {
        let configuration = WebConfiguration(host: "127.0.0.1", publicURL: URL(string: publicURL))
        let answer = NIOLockedValueBox("")
        try await WebTestHarness.serving(configuration: configuration) { _, server in
            let connection = try await RawHTTPConnection.open(port: server.port)
            try await connection.send("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            _ = await connection.closesWithin(.seconds(30))
            await connection.close()
            answer.withLockedValue { $0 = connection.text.components(separatedBy: "\r\n").first ?? "" }
        }
        return answer.withLockedValue { $0 }
    }
}
