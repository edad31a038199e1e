import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyFeedWeb
import RickAndMortyStubAPI
import TestSupport

/// The web app with the personal library as `rmfeed serve` composes it: a real `FeedApp` over a
/// real cache file, the library in its own `library.sqlite` in a data folder beside it, the
/// stub API on loopback, and the server's own origin `http://127.0.0.1:8080`.
final class LibraryWebHarness: Sendable {
    static let ownOrigin = "http://127.0.0.1:8080"

    let server: StubAPIServer
    let folder: TemporaryDirectory
    let feedApp: FeedApp

    var dataDirectory: URL { folder.url.appendingPathComponent("data", isDirectory: true) }

    private init(server: StubAPIServer, folder: TemporaryDirectory, dataDirectory: URL?) throws {
        self.server = server
        self.folder = folder
        guard let apiURL = URL(string: server.baseURL) else { throw URLError(.badURL) }
        let configuration = AppConfiguration(
            apiURL: apiURL, cacheDirectory: folder.url.appendingPathComponent("cache", isDirectory: true),
            dataDirectory: dataDirectory ?? folder.url.appendingPathComponent("data", isDirectory: true)
        )
        feedApp = try FeedApp(configuration: configuration, logger: WebTestHarness.quietLogger)
    }

    /// `dataDirectory`: a folder name inside the test's folder, for a library that cannot be kept.
    static func with(
        dataDirectory: ((URL) throws -> URL)? = nil,
        testing: TestingSetup = .router,
        headerReadTimeout: Duration = WebConfiguration().headerReadTimeout,
        _ body: @Sendable (LibraryWebHarness, any TestClientProtocol) async throws -> Void
    ) async throws {
        let folder = try TemporaryDirectory()
        let harness = try LibraryWebHarness(server: try await StubAPIServer.start(), folder: folder, dataDirectory: try dataDirectory?(folder.url))
        try await stopped(after: { harness in
            let web = try await buildWebApplication(
                features: harness.feedApp.webFeatures(refreshInterval: 0),
                configuration: WebConfiguration(host: "127.0.0.1", port: 8080, headerReadTimeout: headerReadTimeout),
                logger: WebTestHarness.quietLogger,
                library: harness.feedApp.libraryWebFeatures()
            )
            try await web.test(testing) { client in try await body(harness, client) }
        }, with: harness, stop: { await $0.stop() })
    }

    /// What `library.sqlite` holds, read through a library of its own, as another process would.
    func entries(_ kind: LibraryKind) async throws -> [Int] {
        let library = LibraryApp(app: feedApp).library
        return try await (kind == .favoriteCharacter ? library.favorites() : library.watchedEpisodes()).map(\.id)
    }

    /// A favourite written straight to `library.sqlite`, whether or not anybody knows the character.
    func storeFavorite(_ id: Int) async throws {
        try await LibraryApp(app: feedApp).library.setFavorite(true, characterID: id)
    }

    func goOffline() async {
        await server.stop()
    }

    private func stop() async {
        await feedApp.shutdown()
        await server.stop()
        folder.remove()
    }
}

extension TestClientProtocol {
    /// The token of the first toggle form on `path`.
    func csrfToken(on path: String = "/characters/1") async throws -> String {
        let html = try await page(path).text
        guard let start = html.range(of: #"name="csrf" value=""#) else { throw TokenNotFound() }
        let rest = html[start.upperBound...]
        return String(rest.prefix { $0 != "\"" })
    }

    /// A toggle's POST as a browser sends it: a form body, and by default the site's own `Origin`.
    func toggle(
        _ path: String, _ form: String, origin: String? = LibraryWebHarness.ownOrigin, headers extra: HTTPFields = [:]
    ) async throws -> TestResponse {
        var headers = extra
        headers[.contentType] = "application/x-www-form-urlencoded"
        headers[.contentLength] = String(form.utf8.count)
        if let origin { headers[.origin] = origin }
        return try await execute(uri: path, method: .post, headers: headers, body: ByteBuffer(string: form))
    }
}

struct TokenNotFound: Error {}
