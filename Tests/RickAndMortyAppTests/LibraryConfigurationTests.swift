import Foundation
import RickAndMortyApp
import Testing

/// Where the personal library lives: user data, so the XDG data folder, never the cache's.
@Suite struct LibraryConfigurationTests {
    private let home = URL(fileURLWithPath: "/home/rick", isDirectory: true)

    @Test func resolve_putsTheLibraryInLocalShareByDefault() throws {
        let sut = try AppConfiguration.resolve(apiURL: nil, cacheDirectory: nil, environment: [:], homeDirectory: home)

        #expect(sut.dataDirectory.path == "/home/rick/.local/share/rmfeed")
        #expect(sut.libraryFileURL.path == "/home/rick/.local/share/rmfeed/library.sqlite")
    }

    @Test func resolve_prefersXDGDataHome_thenTheVariable_thenTheFlag() throws {
        var environment = ["XDG_DATA_HOME": "/tmp/xdg-data", "XDG_CACHE_HOME": "/tmp/xdg-cache"]
        let xdg = try AppConfiguration.resolve(apiURL: nil, cacheDirectory: nil, environment: environment, homeDirectory: home)
        environment["RMFEED_DATA_DIR"] = "/tmp/env-data"
        let variable = try AppConfiguration.resolve(apiURL: nil, cacheDirectory: nil, environment: environment, homeDirectory: home)
        let flag = try AppConfiguration.resolve(
            apiURL: nil, cacheDirectory: nil, dataDirectory: "/tmp/flag-data", environment: environment, homeDirectory: home)

        #expect(xdg.dataDirectory.path == "/tmp/xdg-data/rmfeed")
        #expect(variable.dataDirectory.path == "/tmp/env-data")
        #expect(flag.dataDirectory.path == "/tmp/flag-data")
        #expect(flag.cacheDirectory.path == "/tmp/xdg-cache/rmfeed")
    }

    @Test func resolve_ignoresABlankDataFolder() throws {
        let sut = try AppConfiguration.resolve(
            apiURL: nil, cacheDirectory: nil, dataDirectory: " ", environment: ["RMFEED_DATA_DIR": ""], homeDirectory: home)

        #expect(sut.dataDirectory.path == "/home/rick/.local/share/rmfeed")
    }
}
