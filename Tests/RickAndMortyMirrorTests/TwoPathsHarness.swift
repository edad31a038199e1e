import Foundation
import Logging
import NIOConcurrencyHelpers
import RickAndMortyApp
@testable import RickAndMortyFeedWeb
import RickAndMortyStubAPI
import ServiceLifecycle
import TestSupport

/// One app (`FeedApp` over a SQLite file, the stand-in API upstream) served twice: by `router`,
/// which sends every answer through the router and its middlewares, and by `eventLoop`, which
/// sends kept `/api` answers from the event loop (`KeptAnswerHandler`), each counting its
/// requests in its own registry.
final class TwoPathsHarness: Sendable {
    struct Server: Sendable {
        let port: Int
        let metrics: PrometheusExposition
        var requestCounts: String {
            String(decoding: metrics.text(), as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix(RequestCounters.name) }.sorted().joined(separator: "\n")
        }
    }

    let app: FeedApp
    let router: Server
    let eventLoop: Server
    private let answeredOnEventLoop = NIOLockedValueBox(0)
    private let upstream: StubAPIServer
    private let folder: TemporaryDirectory
    private let groups: [ServiceGroup]
    private let runs: [Task<Void, any Error>]

    /// Kept answers `eventLoop` has sent from the event loop so far.
    var sentFromEventLoop: Int { answeredOnEventLoop.withLockedValue { $0 } }

    static func with(_ body: @Sendable (TwoPathsHarness) async throws -> Void) async throws {
        let harness = try await TwoPathsHarness()
        do {
            try await body(harness)
        } catch {
            await harness.stop()
            throw error
        }
        await harness.stop()
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
        var groups: [ServiceGroup] = []
        var runs: [Task<Void, any Error>] = []
        var servers: [Server] = []
        for onEventLoop in [false, true] {
            let metrics = PrometheusExposition()
            // One public URL, so that both servers' answers (and tags) are the same bytes.
            let configuration = WebConfiguration(
                port: 0, refreshInterval: 0, publicURL: WebConfiguration.publicURL("http://mirror.test"), keptAnswersOnEventLoop: onEventLoop
            )
            let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
            let counted = answeredOnEventLoop
            let web = try await makeWebApplication(
                features: app.webFeatures(refreshInterval: 0, currentDate: { [clock] in clock.now }),
                configuration: configuration,
                logger: logger,
                metrics: WebMetrics(factory: metrics.factory) { metrics.text() },
                mirror: try app.mirrorFeatures(),
                currentDate: { [clock] in clock.now },
                onServerRunning: { portContinuation.yield($0) },
                answeredOnEventLoop: { counted.withLockedValue { $0 += 1 } }
            )
            let group = webServiceGroup(running: web, configuration: configuration, logger: logger, stopsOnSignals: false)
            groups.append(group)
            runs.append(Task { try await group.run() })
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else { throw CancellationError() }
            servers.append(Server(port: port, metrics: metrics))
        }
        self.groups = groups
        self.runs = runs
        router = servers[0]
        eventLoop = servers[1]
    }

    /// The same exchange with both servers.
    func exchange(_ requests: [RawHTTP.Request], untilClosed: Bool = false) async throws -> (router: RawHTTP.Exchange, eventLoop: RawHTTP.Exchange) {
        (try await RawHTTP.exchange(port: router.port, requests, untilClosed: untilClosed),
         try await RawHTTP.exchange(port: eventLoop.port, requests, untilClosed: untilClosed))
    }

    private func stop() async {
        for group in groups { await group.triggerGracefulShutdown() }
        for run in runs { _ = await run.result }
        await app.shutdown()
        await upstream.stop()
        folder.remove()
    }
}
