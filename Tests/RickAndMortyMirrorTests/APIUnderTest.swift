import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// Anything that speaks the Rick and Morty API's contract (docs/API.md), as the contract suite
/// runs it: the stand-in itself, the mirror of `rmfeed serve` reading through from it, and the
/// mirror answering from its cache alone after the stand-in is gone.
enum APIUnderTest: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case standIn
    case mirror
    case mirrorFromCacheOffline

    var testDescription: String { rawValue }

    /// Where requests go, and the base every URL in the answers must start with.
    struct Endpoint: Sendable {
        let requestBase: String
        let linkBase: String

        func get(_ path: String) async throws -> HTTP.Response {
            try await HTTP.get(requestBase + path)
        }
    }

    func with(_ body: @Sendable (Endpoint) async throws -> Void) async throws {
        switch self {
        case .standIn:
            try await stopped(after: { server in
                try await body(Endpoint(requestBase: server.baseURL, linkBase: server.baseURL))
            }, with: try await StubAPIServer.start(), stop: { await $0.stop() })
        case .mirror:
            try await MirrorHarness.with(publicURL: "https://mirror.example/rm") { mirror async throws in
                try await body(Endpoint(requestBase: mirror.localBase, linkBase: mirror.apiBase))
            }
        case .mirrorFromCacheOffline:
            try await MirrorHarness.with { mirror async throws in
                try await mirror.warm()
                await mirror.goOffline()
                try await body(Endpoint(requestBase: mirror.localBase, linkBase: mirror.apiBase))
            }
        }
    }
}

/// The three resources and their sizes in the stand-in's data set (the real API's).
enum Resource: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case character, episode, location

    var testDescription: String { rawValue }

    var count: Int {
        switch self {
        case .character: StubDataSet.characterCount
        case .episode: StubDataSet.episodeCount
        case .location: StubDataSet.locationCount
        }
    }

    var pages: Int { (count + 19) / 20 }

    var notFound: String {
        switch self {
        case .character: "Character not found"
        case .episode: "Episode not found"
        case .location: "Location not found"
        }
    }

    /// The API's fields, in its order.
    var fields: [String] {
        switch self {
        case .character: ["id", "name", "status", "species", "type", "gender", "origin", "location", "image", "episode", "url", "created"]
        case .episode: ["id", "name", "air_date", "episode", "characters", "url", "created"]
        case .location: ["id", "name", "type", "dimension", "residents", "url", "created"]
        }
    }

    /// (id, name) of every item, from the data set.
    func names() -> [(id: Int, name: String)] {
        let data = StubDataSet.all(baseURL: "http://unused/api")
        switch self {
        case .character: return data.characters.map { ($0.id, $0.name) }
        case .episode: return data.episodes.map { ($0.id, $0.name) }
        case .location: return data.locations.map { ($0.id, $0.name) }
        }
    }
}

/// The paged answer, read loosely enough for all three resources.
struct PageJSON: Decodable {
    struct Info: Decodable, Equatable {
        let count: Int
        let pages: Int
        let next: String?
        let prev: String?
    }

    struct Item: Decodable {
        let id: Int
        let url: String
        let created: String
    }

    let info: Info
    let results: [Item]

    var ids: [Int] { results.map(\.id) }
}

struct ErrorJSON: Decodable, Equatable {
    let error: String
}

/// One character as the API writes it.
struct CharacterJSON: Decodable {
    struct Place: Decodable {
        let name: String
        let url: String
    }

    let id: Int
    let name: String
    let status: String
    let species: String
    let type: String
    let gender: String
    let origin: Place
    let location: Place
    let image: String
    let episode: [String]
    let url: String
    let created: String
}

extension HTTP.Response {
    var error: ErrorJSON? { try? decode(ErrorJSON.self) }

    var ids: [Int] {
        (try? decode([PageJSON.Item].self).map(\.id)) ?? []
    }

    /// The top-level keys of the (first) JSON object, in the order written.
    var firstObjectKeys: [String] {
        var keys: [String] = []
        var depth = 0
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            if byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < body.endIndex, body[end] != UInt8(ascii: "\"") { end += body[end] == UInt8(ascii: "\\") ? 2 : 1 }
                let isKey = end + 1 < body.endIndex && body[end + 1] == UInt8(ascii: ":")
                if isKey, depth == 1 { keys.append(String(decoding: body[(index + 1)..<end], as: UTF8.self)) }
                index = end + 1
                continue
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        return keys
    }
}
