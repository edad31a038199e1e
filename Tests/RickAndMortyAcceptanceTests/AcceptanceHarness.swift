import Foundation
import Logging
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import RickAndMortyFeedSQLite
import RickAndMortyStubAPI
import TestSupport

/// The app composed exactly as `rmfeed` composes it (FeedApp), with a real SQLite file in a
/// temporary folder, `rmfeed-stub-api` on loopback for connectivity (stopped for "no
/// connectivity") and a clock the test moves.
final class AcceptanceHarness: Sendable {
    let server: StubAPIServer
    let folder: TemporaryDirectory
    let configuration: AppConfiguration
    private let clock = MovableClock(Date(timeIntervalSince1970: 1_763_800_000))

    private init(server: StubAPIServer, folder: TemporaryDirectory) throws {
        self.server = server
        self.folder = folder
        guard let apiURL = URL(string: server.baseURL) else { throw URLError(.badURL) }
        configuration = AppConfiguration(apiURL: apiURL, cacheDirectory: folder.url)
    }

    static func start() async throws -> AcceptanceHarness {
        try AcceptanceHarness(server: try await StubAPIServer.start(), folder: try TemporaryDirectory())
    }

    var currentDate: Date { clock.now }

    func advanceClock(by seconds: TimeInterval) {
        clock.advance(by: seconds)
    }

    /// A fresh app on the same cache file, as a new `rmfeed` process would be.
    func makeApp() throws -> FeedApp {
        try FeedApp(
            configuration: configuration,
            logger: Logger(label: "acceptance") { _ in SwiftLogNoOpLogHandler() },
            currentDate: { [clock] in clock.now },
            httpConfiguration: .init(connectTimeout: .seconds(5), readTimeout: .seconds(10), requestDeadline: .seconds(20))
        )
    }

    /// Runs `body` on a started app and always stops everything.
    static func with(_ body: (AcceptanceHarness, FeedApp) async throws -> Void) async throws {
        let harness = try await start()
        let app = try harness.makeApp()
        do {
            try await body(harness, app)
        } catch {
            await harness.stop(app)
            throw error
        }
        await harness.stop(app)
    }

    /// "No connectivity": the API's server is gone.
    func goOffline() async {
        await server.stop()
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
