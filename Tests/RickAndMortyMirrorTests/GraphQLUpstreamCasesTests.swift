import Foundation
import Testing
import TestSupport

/// The API's own GraphQL test cases (its `test/graphql-*.js`), written again here and run
/// against the mirror over a cold cache (every answer read through) and offline over a warm one.
// One test at a time: each starts a stand-in and a mirror, and all of them at once, beside the
// target's other suites, starve their connection timeouts on two cores.
@Suite(.trackingMemoryLeaks, .serialized)
struct GraphQLUpstreamCasesTests {
    enum Mode: String, CaseIterable, CustomTestStringConvertible {
        case coldCacheReadThrough, offlineWarmCache
        var testDescription: String { rawValue }
    }

    static func with(_ mode: Mode, _ body: @Sendable @escaping (MirrorHarness) async throws -> Void) async throws {
        try await MirrorHarness.with { mirror async throws in
            if mode == .offlineWarmCache {
                try await mirror.warm()
                await mirror.goOffline()
            }
            try await body(mirror)
        }
    }

    @Test(arguments: Mode.allCases) func characterCases(_ mode: Mode) async throws {
        try await Self.with(mode) { mirror in
            let one = try await mirror.graphQL("{ character(id: 1) { name origin { name } episode { name } location { residents { name } } } }")
            let rick = try #require(one.object("character"))
            #expect(rick.string("name") == "Rick Sanchez")
            #expect(rick.object("origin")?.string("name") == "Earth (C-137)")
            #expect(rick.objects("episode")?.first?.string("name") == (try await mirror.rest("/episode/1")).string("name"))
            #expect(rick.object("location")?.objects("residents")?.contains { $0.string("name") == "Rick Sanchez" } == true)
            #expect(try await mirror.graphQL("{ character(id: 2) { name } }").object("character")?.string("name") == "Morty Smith")
            #expect(try await mirror.graphQL("{ character(id: 9999999) { id } }").isNull("character"))

            let byIDs = try await mirror.graphQL("{ a: charactersByIds(ids: [1, 2]) { name } b: charactersByIds(ids: [1, 2, 3, 4, 5]) { id } c: charactersByIds(ids: [9999999]) { id } }")
            #expect(byIDs.objects("a")?.compactMap { $0.string("name") } == ["Rick Sanchez", "Morty Smith"])
            #expect(byIDs.objects("b")?.count == 5)
            #expect(byIDs.objects("c")?.isEmpty == true)

            let page = try await mirror.graphQL("{ characters { results { name origin { name } episode { name } location { residents { name } } } } }")
            let first = try #require(page.object("characters")?.objects("results")?.first)
            #expect(first.string("name") == "Rick Sanchez")
            #expect(first.object("origin")?.string("name") == "Earth (C-137)")
            #expect(first.objects("episode")?.first?.string("name") == (try await mirror.rest("/episode/1")).string("name"))
            #expect(first.object("location")?.objects("residents")?.contains { $0.string("name") == "Rick Sanchez" } == true)

            let filtered = try await mirror.graphQL("""
            { name: characters(filter: {name: "Rick Sanchez"}) { results { name } }
              status: characters(filter: {status: "dead"}) { results { status } }
              species: characters(filter: {species: "Human"}) { results { species } }
              type: characters(filter: {type: "Parasite"}) { results { type } }
              gender: characters(filter: {gender: "female"}) { results { gender } }
              both: characters(filter: {name: "smith", status: "alive"}) { results { name status } }
              none: characters(filter: {name: "asdasdasd"}) { results { id } } }
            """)
            let results = { (alias: String) in filtered.object(alias)?.objects("results") ?? [] }
            #expect(results("name").contains { $0.string("name") == "Rick Sanchez" })
            #expect(results("status").contains { $0.string("status") == "Dead" })
            #expect(results("species").contains { $0.string("species") == "Human" })
            #expect(results("type").contains { $0.string("type") == "Parasite" })
            #expect(results("gender").contains { $0.string("gender") == "Female" })
            #expect(!results("both").isEmpty)
            #expect(results("both").allSatisfy { $0.string("name")?.lowercased().contains("smith") == true && $0.string("status") == "Alive" })
            #expect(results("none").isEmpty)
        }
    }

    @Test(arguments: Mode.allCases) func episodeCases(_ mode: Mode) async throws {
        try await Self.with(mode) { mirror in
            let data = try await mirror.graphQL("""
            { one: episode(id: 1) { name characters { name } } two: episode(id: 2) { name } missing: episode(id: 9999999) { id }
              a: episodesByIds(ids: [1, 2]) { name } b: episodesByIds(ids: [1, 2, 3, 4, 5]) { id } c: episodesByIds(ids: [9999999]) { id }
              all: episodes { results { name characters { name } } }
              byName: episodes(filter: {name: "Pilot"}) { results { name } }
              byCode: episodes(filter: {episode: "s01e01"}) { results { episode } }
              both: episodes(filter: {name: "pilot", episode: "s01e01"}) { results { name episode } }
              none: episodes(filter: {name: "asdasdasd"}) { results { id } } }
            """)
            let (pilot, second) = (try await mirror.rest("/episode/1"), try await mirror.rest("/episode/2"))
            #expect(data.object("one")?.string("name") == pilot.string("name"))
            #expect(data.object("one")?.objects("characters")?.first?.string("name") == "Rick Sanchez")
            #expect(data.object("two")?.string("name") == second.string("name"))
            #expect(data.isNull("missing"))
            #expect(data.objects("a")?.compactMap { $0.string("name") } == [pilot, second].compactMap { $0.string("name") })
            #expect(data.objects("b")?.count == 5)
            #expect(data.objects("c")?.isEmpty == true)
            let all = try #require(data.object("all")?.objects("results")?.first)
            #expect(all.string("name") == pilot.string("name"))
            #expect(all.objects("characters")?.first?.string("name") == "Rick Sanchez")
            let byName = data.object("byName")?.objects("results") ?? []
            #expect(!byName.isEmpty && byName.allSatisfy { $0.string("name")?.contains("Pilot") == true })
            #expect(data.object("byCode")?.objects("results")?.contains { $0.string("episode") == "S01E01" } == true)
            #expect(data.object("both")?.objects("results")?.allSatisfy { $0.string("name")?.contains("Pilot") == true && $0.string("episode") == "S01E01" } == true)
            #expect(data.object("none")?.objects("results")?.isEmpty == true)
        }
    }

    @Test(arguments: Mode.allCases) func locationCases(_ mode: Mode) async throws {
        try await Self.with(mode) { mirror in
            let data = try await mirror.graphQL("""
            { one: location(id: 1) { name residents { name } } two: location(id: 2) { name } missing: location(id: 9999999) { id }
              a: locationsByIds(ids: [1, 2]) { name } b: locationsByIds(ids: [1, 2, 3, 4, 5]) { id } c: locationsByIds(ids: [9999999]) { id }
              all: locations { results { name residents { name } } }
              byName: locations(filter: {name: "earth"}) { results { name } }
              byType: locations(filter: {type: "planet"}) { results { type } }
              both: locations(filter: {name: "earth", type: "planet"}) { results { name type } }
              none: locations(filter: {name: "asdasdasd"}) { results { id } } }
            """)
            #expect(data.object("one")?.string("name") == "Earth (C-137)")
            let firstResident = try await mirror.rest("/location/1")["residents"] as? [String]
            let residentName = try await mirror.rest("/character/" + (firstResident?.first?.split(separator: "/").last.map(String.init) ?? "0")).string("name")
            #expect(data.object("one")?.objects("residents")?.first?.string("name") == residentName)
            #expect(data.object("two")?.string("name") == "Abadango")
            #expect(data.isNull("missing"))
            #expect(data.objects("a")?.compactMap { $0.string("name") } == ["Earth (C-137)", "Abadango"])
            #expect(data.objects("b")?.count == 5)
            #expect(data.objects("c")?.isEmpty == true)
            let all = try #require(data.object("all")?.objects("results")?.first)
            #expect(all.string("name") == "Earth (C-137)")
            #expect(all.objects("residents")?.first?.string("name") == residentName)
            #expect(data.object("byName")?.objects("results")?.contains { $0.string("name") == "Earth (C-137)" } == true)
            #expect(data.object("byType")?.objects("results")?.contains { $0.string("type") == "Planet" } == true)
            #expect(data.object("both")?.objects("results")?.contains { $0.string("name") == "Earth (C-137)" && $0.string("type") == "Planet" } == true)
            #expect(data.object("none")?.objects("results")?.isEmpty == true)
        }
    }

    @Test(arguments: Mode.allCases) func infoAndAllPropertiesCases(_ mode: Mode) async throws {
        try await Self.with(mode) { mirror in
            let data = try await mirror.graphQL("""
            { characters { info { count pages next prev } } locations { info { count } } episodes { info { count } }
              last: characters(page: 42) { info { count pages next prev } }
              past: characters(page: 2000) { info { count pages next prev } } }
            """)
            let info = try #require(data.object("characters")?.object("info"))
            #expect(info["count"] as? Int == 826 && info["pages"] as? Int == 42 && info["next"] as? Int == 2 && info.isNull("prev"))
            #expect(data.object("locations")?.object("info")?["count"] is Int)
            #expect(data.object("episodes")?.object("info")?["count"] is Int)
            let last = try #require(data.object("last")?.object("info"))
            #expect(last.isNull("next") && last["prev"] as? Int == 41)
            let past = try #require(data.object("past")?.object("info"))
            #expect(["count", "pages", "next", "prev"].allSatisfy { past.isNull($0) })

            for (query, keys) in [
                ("{ character(id: 1) { ...p } } fragment p on Character { id name status species type gender origin { id } location { id } image episode { id } created }",
                 ["id", "name", "status", "species", "type", "gender", "origin", "location", "image", "episode", "created"]),
                ("{ episode(id: 1) { ...p } } fragment p on Episode { id name air_date episode characters { id } created }",
                 ["id", "name", "air_date", "episode", "characters", "created"]),
                ("{ location(id: 1) { ...p } } fragment p on Location { id name type dimension residents { id } created }",
                 ["id", "name", "type", "dimension", "residents", "created"]),
            ] {
                let answer = try await GraphQLClient.post(mirror.serverBase, query)
                #expect(answer.status == 200 && answer.errors.isEmpty)
                #expect(Self.topKeys(answer.body) == keys, "\(query)")
            }
        }
    }

    /// The keys of `data`'s one object, in the order sent (the JSON reader forgets it).
    static func topKeys(_ body: [UInt8]) -> [String] {
        let text = String(decoding: body, as: UTF8.self)
        // `{"data":{"{field}":{…}}}`: the object after the second `":{`.
        guard let data = text.range(of: #"":{"#), let start = text.range(of: #"":{"#, range: data.upperBound..<text.endIndex)?.upperBound
        else { return [] }
        var keys: [String] = [], depth = 0, index = start
        var inString = false, current = "", atKey = true
        while index < text.endIndex {
            let c = text[index]
            if inString {
                if c == "\"" { inString = false; if depth == 0, atKey { keys.append(current) } } else { current.append(c) }
            } else if c == "\"" { inString = true; current = "" } else if c == "{" || c == "[" { depth += 1 } else if c == "}" || c == "]" {
                if depth == 0 { break }
                depth -= 1
            } else if c == ":" { atKey = false } else if c == "," { atKey = true }
            index = text.index(after: index)
        }
        return keys
    }
}
