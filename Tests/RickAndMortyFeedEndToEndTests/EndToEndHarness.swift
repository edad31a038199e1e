import Foundation
import Logging
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import RickAndMortyStubAPI
import TestSupport

/// The real remote loaders over the real HTTP client, talking to `rmfeed-stub-api` on loopback.
struct EndToEndHarness {
    let server: StubAPIServer
    let client: AsyncHTTPFeedClient
    let characters: RemoteCharactersLoader
    let images: RemoteImageDataLoader

    /// The default read timeout only tells a hang from a slow start; an instrumented build
    /// (sanitizers) generating the stand-in's data is several times slower.
    static let generousReadTimeout = Duration.seconds(5 * Sanitizer.slowdown)

    static func start(readTimeout: Duration = generousReadTimeout) async throws -> EndToEndHarness {
        let server = try await StubAPIServer.start()
        let client = AsyncHTTPFeedClient(
            configuration: .init(
                connectTimeout: .seconds(2 * Sanitizer.slowdown), readTimeout: readTimeout,
                requestDeadline: .seconds(10 * Sanitizer.slowdown)
            ),
            logger: Logger(label: "e2e") { _ in SwiftLogNoOpLogHandler() }
        )
        let endpoint = try CharactersEndpoint(baseURL: try requireURL(server.baseURL))
        return EndToEndHarness(
            server: server, client: client,
            characters: RemoteCharactersLoader(endpoint: endpoint, client: client),
            images: RemoteImageDataLoader(client: client)
        )
    }

    func avatarURL(id: Int) throws -> URL {
        try requireURL("\(server.baseURL)/character/avatar/\(id).jpeg")
    }

    func stop() async {
        try? await client.shutdown()
        await server.stop()
    }

    /// Runs `body` with a started harness and always stops it, even when `body` throws.
    @discardableResult
    static func with<T>(readTimeout: Duration = generousReadTimeout, _ body: (EndToEndHarness) async throws -> T) async throws -> T {
        try await stopped(after: body, with: try await start(readTimeout: readTimeout), stop: { await $0.stop() })
    }
}

struct InvalidTestURL: Error { let string: String }

/// A URL from a string the test built, or a thrown error instead of a crash.
func requireURL(_ string: String) throws -> URL {
    guard let url = URL(string: string) else { throw InvalidTestURL(string: string) }
    return url
}
