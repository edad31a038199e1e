import Foundation
import Logging
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import RickAndMortyFeedSQLite
import RickAndMortyStubAPI
import Testing
import TestSupport

/// Which cache the app is composed with: the acceptance scenarios hold for every store.
enum CacheKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The SQLite file in a temporary folder, as `rmfeed` runs.
    case sqlite
    /// `InMemoryFeedStore`, shared by every app the test makes, as one file would be.
    case inMemory

    var testDescription: String { rawValue }
}

/// The app composed exactly as `rmfeed` composes it (FeedApp), with a real SQLite file in a
/// temporary folder or the in-memory store, `rmfeed-stub-api` on loopback for connectivity
/// (stopped for "no connectivity") and a clock the test moves.
final class AcceptanceHarness: Sendable {
    let server: StubAPIServer
    let folder: TemporaryDirectory
    let configuration: AppConfiguration
    let cache: CacheKind
    private let memory = InMemoryFeedStore()
    private let clock = MovableClock(Date(timeIntervalSince1970: 1_763_800_000))

    private init(server: StubAPIServer, folder: TemporaryDirectory, cache: CacheKind) throws {
        self.server = server
        self.folder = folder
        self.cache = cache
        guard let apiURL = URL(string: server.baseURL) else { throw URLError(.badURL) }
        configuration = AppConfiguration(apiURL: apiURL, cacheDirectory: folder.url)
    }

    static func start(_ cache: CacheKind = .sqlite) async throws -> AcceptanceHarness {
        try AcceptanceHarness(server: try await StubAPIServer.start(), folder: try TemporaryDirectory(), cache: cache)
    }

    var currentDate: Date { clock.now }

    func advanceClock(by seconds: TimeInterval) {
        clock.advance(by: seconds)
    }

    /// A fresh app on the same cache, as a new `rmfeed` process would be.
    func makeApp(metrics: AppMetrics = .disabled, reachabilityWindow: Duration? = nil) throws -> FeedApp {
        try FeedApp(
            configuration: configuration,
            logger: Logger(label: "acceptance") { _ in SwiftLogNoOpLogHandler() },
            currentDate: { [clock] in clock.now },
            // A sanitizer slows the stand-in and the app several times over: the app waits as long.
            httpConfiguration: .init(
                connectTimeout: .seconds(5 * Sanitizer.slowdown), readTimeout: .seconds(10 * Sanitizer.slowdown),
                requestDeadline: .seconds(20 * Sanitizer.slowdown)
            ),
            reachabilityWindow: reachabilityWindow,
            store: cache == .inMemory ? memory : nil,
            metrics: metrics
        )
    }

    /// Runs `body` on a started app and always stops everything.
    static func with(_ cache: CacheKind = .sqlite, _ body: (AcceptanceHarness, FeedApp) async throws -> Void) async throws {
        let harness = try await start(cache)
        try await stopped(after: { app in try await body(harness, app) }, with: try harness.makeApp(), stop: { await harness.stop($0) })
    }

    /// "No connectivity": the API's server is gone.
    func goOffline() async {
        await server.stop()
    }

    /// The API back where it was: a new stand-in on the same port, with counters of its own.
    /// The caller stops it.
    func comeBackOnline() async throws -> StubAPIServer {
        try await StubAPIServer.start(port: server.port)
    }

    func stop(_ app: FeedApp) async {
        await app.shutdown()
        await server.stop()
        folder.remove()
    }
}

extension TimeInterval {
    static let day: TimeInterval = 86_400
}
