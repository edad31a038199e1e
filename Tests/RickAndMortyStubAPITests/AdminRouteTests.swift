import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import RickAndMortyStubAPI
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct AdminRouteTests {
    @Test func postFaults_addsAndGetListsThem() async throws {
        let sut = makeSUT()
        try await sut.app.test(.router) { client async throws in
            let added = try await client.send(.post, #"{"kind":"http502","scope":"characters","count":1}"#)
            #expect(added.status == .ok)
            #expect(try added.decode([StubFault].self) == [StubFault(.http502, scope: .characters, count: 1)])
            _ = try await client.send(.post, #"[{"kind":"slow","delayMs":10}]"#)
            let listed = try await client.get("/_stub/faults").decode([StubFault].self)
            #expect(listed == [StubFault(.http502, scope: .characters, count: 1), StubFault(.slow, delayMs: 10)])
            #expect(try await client.get("/api/character/1").status.code == 502)
        }
    }

    @Test func putFaults_replacesAndDeleteClears() async throws {
        let sut = makeSUT(faults: [StubFault(.http500)])
        try await sut.app.test(.router) { client async throws in
            _ = try await client.send(.put, #"{"kind":"nonImage"}"#)
            #expect(sut.faults.active == [StubFault(.nonImage)])
            let cleared = try await client.execute(uri: "/_stub/faults", method: .delete)
            #expect(try cleared.decode([StubFault].self).isEmpty)
            #expect(sut.faults.active.isEmpty)
        }
    }

    @Test func postFaults_rejectsAnUnknownKindWith400() async throws {
        let sut = makeSUT()
        try await sut.app.test(.router) { client async throws in
            let response = try await client.send(.post, #"{"kind":"meteor"}"#)
            #expect(response.status == .badRequest)
            #expect(sut.faults.active.isEmpty)
        }
    }

    @Test func stats_areReadableAndResettableOverHTTP() async throws {
        let sut = makeSUT()
        try await sut.app.test(.router) { client async throws in
            _ = try await client.get("/api/character/1")
            let stats = try await client.get("/_stub/stats").decode([String: Int].self)
            #expect(stats == [
                "characterPage": 0, "characterByID": 1, "avatar": 0, "episodePage": 0, "episodeByID": 0,
                "locationPage": 0, "locationByID": 0, "total": 1,
            ])
            _ = try await client.execute(uri: "/_stub/stats", method: .delete)
            #expect(sut.stats.total == 0)
        }
    }

    @Test func healthz_answers200() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let response = try await client.get("/healthz")
            #expect(response.status == .ok)
        }
    }
}

extension TestClientProtocol {
    fileprivate func send(_ method: HTTPRequest.Method, _ json: String) async throws -> TestResponse {
        try await execute(uri: "/_stub/faults", method: method, body: ByteBuffer(string: json))
    }
}
