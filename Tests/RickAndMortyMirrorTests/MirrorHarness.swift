import AsyncHTTPClient
import Foundation
import Logging
import RickAndMortyApp
import RickAndMortyFeedHTTP
import RickAndMortyFeedWeb
import RickAndMortyStubAPI
import ServiceLifecycle
import TestSupport

/// `rmfeed serve` composed as the command composes it (`FeedApp` over a SQLite file in a
/// temporary folder, `mirrorFeatures()`), served on a free loopback port, with the stand-in API
/// on another as its upstream, and a clock the test moves.
final class MirrorHarness: Sendable {
    static let start = Date(timeIntervalSince1970: 1_763_800_000)

    let upstream: StubAPIServer
    let folder: TemporaryDirectory
    let clock: MovableClock
    let app: FeedApp
    let port: Int
    private let group: ServiceGroup
    private let run: Task<Void, any Error>

    /// `http://127.0.0.1:{port}/api`, or `{publicURL}/api`.
    let apiBase: String

    private init(upstream: StubAPIServer, folder: TemporaryDirectory, clock: MovableClock, app: FeedApp, port: Int, group: ServiceGroup, run: Task<Void, any Error>, apiBase: String) {
        self.upstream = upstream
        self.folder = folder
        self.clock = clock
        self.app = app
        self.port = port
        self.group = group
        self.run = run
        self.apiBase = apiBase
    }

    static var quietLogger: Logger { Logger(label: "mirror-tests") { _ in SwiftLogNoOpLogHandler() } }

    /// Runs `body` with a mirror in front of a fresh stand-in, then stops both.
    static func with(
        publicURL: String? = nil,
        faults: [StubFault] = [],
        _ body: @Sendable (MirrorHarness) async throws -> Void
    ) async throws {
        try await stopped(after: body, with: try await make(publicURL: publicURL, faults: faults)) { await $0.stop() }
    }

    private static func make(publicURL: String?, faults: [StubFault]) async throws -> MirrorHarness {
        let upstream = try await StubAPIServer.start(faults: StubFaults(faults), maxHang: .seconds(5))
        let folder = try TemporaryDirectory()
        let clock = MovableClock(start)
        guard let apiURL = URL(string: upstream.baseURL) else { throw URLError(.badURL) }
        let app = try FeedApp(
            configuration: AppConfiguration(apiURL: apiURL, cacheDirectory: folder.url),
            logger: quietLogger,
            currentDate: { [clock] in clock.now },
            httpConfiguration: .init(connectTimeout: .seconds(5 * Sanitizer.slowdown), readTimeout: .seconds(10 * Sanitizer.slowdown), requestDeadline: .seconds(20 * Sanitizer.slowdown))
        )
        let configuration = WebConfiguration(port: 0, refreshInterval: 0, publicURL: publicURL.flatMap(WebConfiguration.publicURL))
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let web = try await buildWebApplication(
            features: app.webFeatures(refreshInterval: 0, currentDate: { [clock] in clock.now }),
            configuration: configuration,
            logger: quietLogger,
            mirror: try app.mirrorFeatures(),
            currentDate: { [clock] in clock.now },
            onServerRunning: { portContinuation.yield($0) }
        )
        let group = webServiceGroup(running: web, configuration: configuration, logger: quietLogger, stopsOnSignals: false)
        let run = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        let harness = MirrorHarness(
            upstream: upstream, folder: folder, clock: clock, app: app, port: port, group: group, run: run,
            apiBase: (publicURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? "http://127.0.0.1:\(port)") + "/api"
        )
        return harness
    }

    /// The URL to send requests to (always the bound port, whatever the public URL says).
    var localBase: String { "http://127.0.0.1:\(port)/api" }

    /// Fetches every page of the three resources through the mirror, so the cache holds them all.
    func warm() async throws {
        for (resource, pages) in [("character", 42), ("episode", 3), ("location", 7)] {
            for page in 1...pages {
                let response = try await HTTP.get("\(localBase)/\(resource)?page=\(page)")
                guard response.status == 200 else { throw HTTP.UnexpectedStatus(status: response.status, url: "\(resource)?page=\(page)") }
            }
        }
    }

    /// "No connectivity": the upstream API is gone.
    func goOffline() async {
        await upstream.stop()
    }

    private func stop() async {
        await group.triggerGracefulShutdown()
        _ = await run.result
        await app.shutdown()
        await upstream.stop()
        folder.remove()
    }
}
