import Foundation
import RickAndMortyFeed
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `rmfeed serve`'s toggles and the library commands beside it write one `library.sqlite` at
/// once (docs/USAGE.md, "Your library"): no toggle of either is lost.
@Suite struct ServeAndCommandLibraryTests {
    @Test func serveTogglesAndCommandsAtOnce_loseNoToggle() async throws {
        try await CLIHarness.with { harness in
            let serve = try await RunningServe.start(harness, ["--data-dir", harness.dataDirectory.path])
            let page = await serve.get("/characters/1")
            let token = try #require(Self.token(in: page.body), "no toggle form on the page: \(page.body.prefix(500))")

            // The commands run one after another (Foundation's Process.run is not safe to call
            // from many threads at once), all while the server's toggles arrive together.
            async let commands: [Int32] = {
                var statuses: [Int32] = []
                for id in 13...18 { statuses.append(try await harness.library("favorite", String(id)).status) }
                return statuses
            }()
            let posts = await withTaskGroup(of: Int.self) { group in
                for id in 1...12 { group.addTask { await serve.post("/characters/\(id)/favorite", form: "csrf=\(token)&value=true") } }
                return await group.reduce(into: [Int]()) { $0.append($1) }
            }
            let statuses = try await posts + commands.map(Int.init)
            let listed = try await harness.library("favorites", "--format", "json")
            _ = await serve.stop()

            #expect(statuses.filter { $0 == 200 }.count == 12, "\(statuses)")
            #expect(statuses.filter { $0 == 0 }.count == 6, "\(statuses)")
            #expect(Set(try await harness.libraryEntries(.favoriteCharacter).map(\.id)) == Set(1...18), "\(listed.summary)")
        }
    }

    @Test func commandsToggles_showOnServesNextPageView() async throws {
        try await CLIHarness.with { harness in
            _ = try await harness.library("favorite", "2")
            let serve = try await RunningServe.start(harness, ["--data-dir", harness.dataDirectory.path])
            let before = await serve.get("/").body

            let added = try await harness.library("favorite", "1")
            let afterAdding = await serve.get("/").body
            let removed = try await harness.library("unfavorite", "2")
            let afterRemoving = await serve.get("/").body
            _ = await serve.stop()

            #expect(added.status == 0 && removed.status == 0, "\(added.summary) \(removed.summary)")
            #expect(before.contains(#"data-character-id="1" data-favorite="false""#), "\(before.prefix(500))")
            #expect(before.contains(#"data-character-id="2" data-favorite="true""#))
            #expect(afterAdding.contains(#"data-character-id="1" data-favorite="true""#))
            #expect(afterRemoving.contains(#"data-character-id="1" data-favorite="true""#))
            #expect(afterRemoving.contains(#"data-character-id="2" data-favorite="false""#))
        }
    }

    @Test func serve_keepsItsTokenInTheDataFolder_onlyForItsOwner() async throws {
        try await CLIHarness.with { harness in
            let serve = try await RunningServe.start(harness, ["--data-dir", harness.dataDirectory.path])
            let body = await serve.get("/").body
            _ = await serve.stop()

            let file = harness.dataDirectory.appendingPathComponent("csrf-token")
            let kept = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .newlines)
            let mode = (try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue
            #expect(Self.token(in: body) == kept)
            #expect(mode == 0o600)
        }
    }

    static func token(in html: String) -> String? {
        guard let start = html.range(of: #"name="csrf" value=""#) else { return nil }
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }
}

extension RunningServe {
    /// A toggle's POST from this server's own page, asking for JSON; the status, 0 without an answer.
    func post(_ path: String, form: String) async -> Int {
        guard let url = URL(string: "http://\(address)\(path)") else { return 0 }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = Data(form.utf8)
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("http://\(address)", forHTTPHeaderField: "Origin")
        guard let (_, response) = try? await URLSession.shared.data(for: request), let http = response as? HTTPURLResponse else { return 0 }
        return http.statusCode
    }
}
