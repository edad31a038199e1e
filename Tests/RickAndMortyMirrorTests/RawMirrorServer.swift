import Foundation
import Logging
import RickAndMortyApp
@testable import RickAndMortyFeedWeb
import RickAndMortyStubAPI
import ServiceLifecycle
import TestSupport

/// One app (`FeedApp` over a SQLite file, the stand-in API upstream) served by `rmfeed serve`'s
/// server on a real port, for tests that speak HTTP/1 bytes to it (`RawHTTP`), with its
/// request counts in a registry of its own.
final class RawMirrorServer: Sendable {
    let app: FeedApp
    let port: Int
    private let metrics: PrometheusExposition
    private let upstream: StubAPIServer
    private let folder: TemporaryDirectory
    private let group: ServiceGroup
    private let run: Task<Void, any Error>

    /// The request counts' lines, sorted.
    var requestCounts: String {
        String(decoding: metrics.text(), as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix(RequestCounters.name) }.sorted().joined(separator: "\n")
    }

    /// The answers made under `/api/` so far, as counted.
    var apiAnswersMade: Int {
        requestCounts.split(separator: "\n").filter { $0.contains("route=\"\(MirrorController.subroutesPattern)\"") }
            .compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }.reduce(0) { $0 + Int($1) }
    }

    static func with(_ body: @Sendable (RawMirrorServer) async throws -> Void) async throws {
        try await stopped(after: body, with: try await RawMirrorServer()) { await $0.stop() }
    }

    private init() async throws {
        upstream = try await StubAPIServer.start(maxHang: .seconds(5))
        folder = try TemporaryDirectory()
        guard let apiURL = URL(string: upstream.baseURL) else { throw URLError(.badURL) }
        let logger = MirrorHarness.quietLogger
        // A clock that stands still: kept answers do not age out (at 10 s) while a test runs.
        let clock = MovableClock(MirrorHarness.start)
        app = try FeedApp(
            configuration: AppConfiguration(apiURL: apiURL, cacheDirectory: folder.url), logger: logger, currentDate: { [clock] in clock.now }
        )
        let metrics = PrometheusExposition()
        self.metrics = metrics
        let configuration = WebConfiguration(port: 0, refreshInterval: 0, publicURL: WebConfiguration.publicURL("http://mirror.test"))
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let web = try await buildWebApplication(
            features: app.webFeatures(refreshInterval: 0, currentDate: { [clock] in clock.now }),
            configuration: configuration,
            logger: logger,
            metrics: WebMetrics(factory: metrics.factory) { metrics.text() },
            mirror: try app.mirrorFeatures(),
            currentDate: { [clock] in clock.now },
            onServerRunning: { portContinuation.yield($0) }
        )
        let group = webServiceGroup(running: web, configuration: configuration, logger: logger, stopsOnSignals: false)
        self.group = group
        run = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        self.port = port
    }

    func exchange(_ requests: [RawHTTP.Request], untilClosed: Bool = false) async throws -> RawHTTP.Exchange {
        try await RawHTTP.exchange(port: port, requests, untilClosed: untilClosed)
    }

    private func stop() async {
        await group.triggerGracefulShutdown()
        _ = await run.result
        await app.shutdown()
        await upstream.stop()
        folder.remove()
    }
}
