import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import RickAndMortyFeedWeb
import RickAndMortyStubAPI
import ServiceLifecycle
import TestSupport

/// The web app composed end to end as `rmfeed serve` composes it (`FeedApp.webFeatures`): a real
/// `FeedApp` over a real SQLite file in a temporary folder, `rmfeed-stub-api` on loopback as the
/// API (stopped for "no connectivity"), and a clock the test moves. Requests go through
/// Hummingbird's test client. Tests about one page alone use `InProcessWebHarness` instead.
final class WebTestHarness: Sendable {
    static let start = Date(timeIntervalSince1970: 1_763_800_000)

    let server: StubAPIServer
    let folder: TemporaryDirectory
    let clock = MovableClock(WebTestHarness.start)
    let feedApp: FeedApp

    private init(server: StubAPIServer, folder: TemporaryDirectory, upstreamReadTimeout: Duration) throws {
        self.server = server
        self.folder = folder
        // Where the stand-in answers, whatever its links say.
        guard let apiURL = URL(string: "http://127.0.0.1:\(server.port)/api") else { throw URLError(.badURL) }
        feedApp = try FeedApp(
            configuration: AppConfiguration(apiURL: apiURL, cacheDirectory: folder.url),
            logger: Self.quietLogger,
            currentDate: { [clock] in clock.now },
            httpConfiguration: .init(connectTimeout: .seconds(5 * Sanitizer.slowdown), readTimeout: upstreamReadTimeout, requestDeadline: upstreamReadTimeout * 2)
        )
    }

    static var quietLogger: Logger {
        Logger(label: "web-tests") { _ in SwiftLogNoOpLogHandler() }
    }

    /// Runs `body` with the web app's test client, then stops everything. `linksBaseURL`: where
    /// the stand-in's links and images say they are (`nil`: on itself).
    static func with(
        linksBaseURL: String? = nil,
        refreshInterval: TimeInterval = 0,
        testing: TestingSetup = .router,
        upstreamReadTimeout: Duration = .seconds(15 * Sanitizer.slowdown),
        cacheValidationInterval: Duration = .seconds(3_600),
        idleTimeout: Duration = WebConfiguration().idleTimeout,
        headerReadTimeout: Duration = WebConfiguration().headerReadTimeout,
        _ body: @Sendable (WebTestHarness, any TestClientProtocol) async throws -> Void
    ) async throws {
        let harness = try WebTestHarness(
            server: try await StubAPIServer.start(baseURL: linksBaseURL), folder: try TemporaryDirectory(), upstreamReadTimeout: upstreamReadTimeout
        )
        try await stopped(after: { harness in
            let web = try await buildWebApplication(
                features: harness.feedApp.webFeatures(refreshInterval: refreshInterval, currentDate: { [clock = harness.clock] in clock.now }),
                configuration: WebConfiguration(
                    refreshInterval: refreshInterval, cacheValidationInterval: cacheValidationInterval,
                    idleTimeout: idleTimeout, headerReadTimeout: headerReadTimeout
                ),
                logger: quietLogger,
                currentDate: { [clock = harness.clock] in clock.now }
            )
            try await web.test(testing) { client in try await body(harness, client) }
        }, with: harness, stop: { await $0.stop() })
    }

    /// Runs `body` with the web app served on a free loopback port as `rmfeed serve` runs it (in
    /// `webServiceGroup`, without signal handlers), then stops everything. The test may stop the
    /// server itself with `RunningServer.shutDown()`.
    static func serving(
        configuration: WebConfiguration,
        upstreamReadTimeout: Duration = .seconds(15 * Sanitizer.slowdown),
        _ body: @Sendable (WebTestHarness, RunningServer) async throws -> Void
    ) async throws {
        let harness = try WebTestHarness(
            server: try await StubAPIServer.start(), folder: try TemporaryDirectory(), upstreamReadTimeout: upstreamReadTimeout
        )
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        var configuration = configuration
        configuration.port = 0
        try await stopped(after: { harness in
            let web = try await buildWebApplication(
                features: harness.feedApp.webFeatures(
                    refreshInterval: configuration.refreshInterval, currentDate: { [clock = harness.clock] in clock.now }
                ),
                configuration: configuration,
                logger: quietLogger,
                currentDate: { [clock = harness.clock] in clock.now },
                onServerRunning: { port in portContinuation.yield(port) }
            )
            let group = webServiceGroup(running: web, configuration: configuration, logger: quietLogger, stopsOnSignals: false)
            let run = Task { try await group.run() }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else { throw CancellationError() }
            let server = RunningServer(port: port, group: group, run: run)
            try await stopped(after: { server in try await body(harness, server) }, with: server, stop: { _ = await $0.shutDown() })
        }, with: harness, stop: { await $0.stop() })
    }

    /// A second app on the same cache file, as a new `rmfeed` process would be.
    func makeAnotherApp() throws -> FeedApp {
        try FeedApp(configuration: feedApp.configuration, logger: Self.quietLogger, currentDate: { [clock] in clock.now })
    }

    /// "No connectivity": the API's server is gone.
    func goOffline() async {
        await server.stop()
    }

    private func stop() async {
        await feedApp.shutdown()
        await server.stop()
        folder.remove()
    }
}

/// The web app served by `WebTestHarness.serving`.
struct RunningServer: Sendable {
    let port: Int
    let group: ServiceGroup
    let run: Task<Void, any Error>

    /// Triggers a graceful shutdown (as SIGTERM does) and waits until the server has stopped;
    /// how long that took. Stopping an already stopped server returns at once.
    func shutDown() async -> Duration {
        let started = ContinuousClock.now
        await group.triggerGracefulShutdown()
        _ = await run.result
        return started.duration(to: .now)
    }
}

extension TestClientProtocol {
    /// GET `uri` as a browser would, with an optional `Accept-Language`.
    func page(_ uri: String, language: String? = nil, headers extra: HTTPFields = [:]) async throws -> TestResponse {
        var headers = extra
        if let language { headers[.acceptLanguage] = language }
        return try await execute(uri: uri, method: .get, headers: headers)
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    /// How many times `fragment` occurs in the body.
    func count(_ fragment: String) -> Int {
        text.components(separatedBy: fragment).count - 1
    }
}

extension TimeInterval {
    static let day: TimeInterval = 86_400
}
