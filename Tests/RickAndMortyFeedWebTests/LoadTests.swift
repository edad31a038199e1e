import Foundation
import HummingbirdTesting
import Logging
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

/// `rmfeed serve` under 200 concurrent connections mixing pages, images and a running sync:
/// every request is answered, none with an error, and memory stays bounded.
@Suite struct LoadTests {
    @Test func twoHundredConcurrentConnections_withASyncRunning_areAllAnswered() async throws {
        try await WebTestHarness.with(refreshInterval: 60, testing: .live) { harness, client in
            let port = try #require(client.port)
            let browsers = AsyncHTTPFeedClient(
                // A sanitizer slows the server several times over: the browsers wait as long.
                configuration: .init(connectTimeout: .seconds(30 * Sanitizer.slowdown), readTimeout: .seconds(60 * Sanitizer.slowdown),
                                     requestDeadline: .seconds(120 * Sanitizer.slowdown), maxConnectionsPerHost: 200),
                logger: WebTestHarness.quietLogger
            )
            let paths = (0..<200).map { index -> String in
                switch index % 4 {
                case 0: "/?page=\(index % 42 + 1)"
                case 1: "/characters/\(index + 1)/image"
                case 2: "/characters/\(index % 100 + 1)"
                default: "/?name=\(["rick", "smith", "jan", "zzz"][index % 4])&status=alive"
                }
            }
            let residentBefore = ResidentMemory.current()
            let sync = Task { try await harness.feedApp.syncAll(images: true) { _ in } }

            let statuses = try await withThrowingTaskGroup(of: (String, Int).self) { group in
                for path in paths {
                    let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
                    group.addTask { (path, try await browsers.get(from: url, maxBodyBytes: 10_000_000).statusCode) }
                }
                return try await group.reduce(into: [(String, Int)]()) { $0.append($1) }
            }
            let report = try await sync.value
            try await browsers.shutdown()
            let residentAfter = ResidentMemory.current()

            #expect(statuses.count == 200)
            #expect(statuses.allSatisfy { $0.1 == 200 }, "\(statuses.filter { $0.1 != 200 })")
            #expect(report.pages == 42 + 3 + 7 && report.characters == 826, "the three resources mirrored")
            // Sanitizers keep freed memory in quarantine and shadow every byte: no bound holds there.
            if !Sanitizer.any, let before = residentBefore, let after = residentAfter {
                #expect(after - before < 512 * 1024 * 1024, "memory grew by \((after - before) / 1_048_576) MiB")
            }
        }
    }
}

/// This process's resident memory, from /proc (Linux).
enum ResidentMemory {
    static func current() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }
}
