import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import Testing

@Suite struct AppConfigurationTests {
    private let home = URL(fileURLWithPath: "/home/rick", isDirectory: true)

    @Test func resolve_usesDefaultsWithoutFlagsOrEnvironment() throws {
        let sut = try AppConfiguration.resolve(apiURL: nil, cacheDirectory: nil, environment: [:], homeDirectory: home)

        #expect(sut.apiURL.absoluteString == "https://rickandmortyapi.com/api")
        #expect(sut.cacheDirectory.path == "/home/rick/.cache/rmfeed")
        #expect(sut.cacheFileURL.path == "/home/rick/.cache/rmfeed/rmfeed.sqlite")
    }

    @Test func resolve_prefersXDGCacheHomeOverHome() throws {
        let sut = try AppConfiguration.resolve(apiURL: nil, cacheDirectory: nil, environment: ["XDG_CACHE_HOME": "/tmp/xdg"], homeDirectory: home)

        #expect(sut.cacheDirectory.path == "/tmp/xdg/rmfeed")
    }

    @Test func resolve_prefersEnvironmentOverDefaults() throws {
        let environment = ["RMFEED_API_URL": "http://127.0.0.1:8081/api", "RMFEED_CACHE_DIR": "/tmp/env-cache", "XDG_CACHE_HOME": "/tmp/xdg"]

        let sut = try AppConfiguration.resolve(apiURL: nil, cacheDirectory: nil, environment: environment, homeDirectory: home)

        #expect(sut.apiURL.absoluteString == "http://127.0.0.1:8081/api")
        #expect(sut.cacheDirectory.path == "/tmp/env-cache")
    }

    @Test func resolve_prefersFlagsOverEnvironmentAndIgnoresBlankValues() throws {
        let environment = ["RMFEED_API_URL": "http://127.0.0.1:8081/api", "RMFEED_CACHE_DIR": "  "]

        let sut = try AppConfiguration.resolve(apiURL: "http://localhost:9000/api", cacheDirectory: nil, environment: environment, homeDirectory: home)

        #expect(sut.apiURL.absoluteString == "http://localhost:9000/api")
        #expect(sut.cacheDirectory.path == "/home/rick/.cache/rmfeed")
    }

    @Test func resolve_takesImageHostsFromTheEnvironmentUnlessFlagsNameThem() throws {
        let environment = ["RMFEED_IMAGE_HOSTS": "images.example.org, cdn.example.org:8443"]

        let fromEnvironment = try AppConfiguration.resolve(apiURL: nil, cacheDirectory: nil, environment: environment, homeDirectory: home)
        let fromFlags = try AppConfiguration.resolve(
            apiURL: nil, cacheDirectory: nil, imageHosts: ["flag.example.org"], environment: environment, homeDirectory: home
        )

        #expect(fromEnvironment.imageHosts == [ImageHost("images.example.org"), ImageHost("cdn.example.org:8443")].compactMap { $0 })
        #expect(fromFlags.imageHosts == [ImageHost("flag.example.org")].compactMap { $0 })
    }

    @Test(arguments: ["ftp://example.com", "not a url", "file:///etc/passwd", "http://", "http://[::1]:99999/api", "http://h:0/api"])
    func resolve_refusesAPIURLTheAppMayNotFetch(_ value: String) {
        #expect(throws: ConfigurationError.invalidAPIURL(value)) {
            try AppConfiguration.resolve(apiURL: value, cacheDirectory: nil, environment: [:], homeDirectory: home)
        }
    }
}
