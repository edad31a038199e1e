import Foundation
import Hummingbird
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

/// What the tests decode the stub's answers into: their own payload types, written from
/// docs/API.md.
struct PagePayload: Decodable, Equatable {
    struct Info: Decodable, Equatable {
        let count: Int
        let pages: Int
        let next: String?
        let prev: String?
    }

    let info: Info
    let results: [CharacterPayload]
}

struct CharacterPayload: Decodable, Equatable {
    struct Place: Decodable, Equatable {
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

struct ErrorPayload: Decodable, Equatable {
    let error: String
}

let testBaseURL = "http://stub.test/api"

/// The stub application with its fault and stats objects, tracked for leaks.
func makeSUT(
    faults: [StubFault] = [],
    maxHang: Duration = .seconds(2),
    sourceLocation: SourceLocation = #_sourceLocation
) -> (app: some ApplicationProtocol, faults: StubFaults, stats: StubStats) {
    let faults = StubFaults(faults)
    let stats = StubStats()
    let app = buildStubAPIApplication(
        configuration: StubAPIConfiguration(baseURL: testBaseURL, maxHang: maxHang),
        faults: faults,
        stats: stats
    )
    trackForMemoryLeaks(faults, sourceLocation: sourceLocation)
    trackForMemoryLeaks(stats, sourceLocation: sourceLocation)
    return (app, faults, stats)
}

/// `/api/character?…` as a path, from the absolute URL the stub hands out.
func path(of absoluteURL: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    guard absoluteURL.hasPrefix("http://stub.test") else {
        Issue.record("\(absoluteURL) is not under the stub's base URL", sourceLocation: sourceLocation)
        return absoluteURL
    }
    return String(absoluteURL.dropFirst("http://stub.test".count))
}

extension TestClientProtocol {
    func get(_ uri: String) async throws -> TestResponse {
        try await execute(uri: uri, method: .get)
    }

    func page(_ uri: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> PagePayload {
        let response = try await get(uri)
        #expect(response.status == .ok, "\(uri)", sourceLocation: sourceLocation)
        return try JSONDecoder().decode(PagePayload.self, from: Data(response.body.readableBytesView))
    }

    func error(_ uri: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> (Int, ErrorPayload?) {
        let response = try await get(uri)
        return (response.status.code, try? JSONDecoder().decode(ErrorPayload.self, from: Data(response.body.readableBytesView)))
    }
}

extension TestResponse {
    var bytes: [UInt8] { Array(body.readableBytesView) }
    var text: String { String(decoding: body.readableBytesView, as: UTF8.self) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: Data(body.readableBytesView))
    }
}
