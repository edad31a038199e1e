import Foundation
import Hummingbird
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct FaultTests {
    @Test func http500_answersStatus500() async throws {
        let sut = makeSUT(faults: [StubFault(.http500)])
        try await sut.app.test(.router) { client async throws in
            #expect(try await client.get("/api/character?page=1").status.code == 500)
            #expect(try await client.get("/api/character/avatar/1.jpeg").status.code == 500)
        }
    }

    @Test func http502_answersStatus502WithAnHTMLBody() async throws {
        let sut = makeSUT(faults: [StubFault(.http502, scope: .characters)])
        try await sut.app.test(.router) { client async throws in
            let response = try await client.get("/api/character/1")
            #expect(response.status.code == 502)
            #expect(response.text.contains("502 Bad Gateway"))
        }
    }

    @Test func http429_answersStatus429WithARetryAfterLongerThanClientsRetry() async throws {
        let sut = makeSUT(faults: [StubFault(.http429, scope: .episodes)])
        try await sut.app.test(.router) { client async throws in
            let response = try await client.get("/api/episode/1")
            #expect(response.status.code == 429)
            #expect(response.headers[.retryAfter] == "120")
            #expect(response.text.contains("error"))
            #expect(try await client.get("/api/character/1").status == .ok)
        }
    }

    @Test func invalidJSON_answers200WithABodyThatDoesNotParse() async throws {
        let sut = makeSUT(faults: [StubFault(.invalidJSON)])
        try await sut.app.test(.router) { client async throws in
            let response = try await client.get("/api/character?page=1")
            #expect(response.status == .ok)
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(response.bytes)) }
            #expect(ImageInspection.isJPEG(try await client.get("/api/character/avatar/1.jpeg").bytes), "avatars unaffected")
        }
    }

    @Test func nonImage_answers200ImageJPEGWithHTML() async throws {
        let sut = makeSUT(faults: [StubFault(.nonImage)])
        try await sut.app.test(.router) { client async throws in
            let response = try await client.get("/api/character/avatar/1.jpeg")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/jpeg")
            #expect(response.text.hasPrefix("<!DOCTYPE html>"))
            #expect(!ImageInspection.isJPEG(response.bytes) && !ImageInspection.isPNG(response.bytes))
            #expect(try await client.page("/api/character").results.count == 20, "characters unaffected")
        }
    }

    @Test func hostileStrings_prefixEveryTextFieldWithAnHTMLPayload() async throws {
        let sut = makeSUT(faults: [StubFault(.hostileStrings, scope: .characters)])
        try await sut.app.test(.router) { client async throws in
            let page = try await client.page("/api/character?page=1")
            let rick = try #require(page.results.first)
            #expect(rick.name == HostileStrings.payload + "Rick Sanchez")
            for field in [rick.status, rick.species, rick.type, rick.gender, rick.origin.name, rick.location.name] {
                #expect(field.hasPrefix(#"<script>alert("x")</script><img src=x onerror=alert(1)>"#))
            }
            #expect(rick.url == "\(testBaseURL)/character/1", "URLs stay valid")
            let single = try await client.get("/api/character/2").decode(CharacterPayload.self)
            #expect(single.name == HostileStrings.payload + "Morty Smith")
        }
    }

    @Test func slow_delaysTheAnswerByAtLeastTheDelay() async throws {
        let sut = makeSUT(faults: [StubFault(.slow, delayMs: 300)])
        try await sut.app.test(.router) { client async throws in
            let start = ContinuousClock.now
            let response = try await client.get("/api/character/1")
            #expect(ContinuousClock.now - start >= .milliseconds(300))
            #expect(response.status == .ok)
        }
    }

    @Test func countedFault_appliesToTheNextNRequestsThenClearsItself() async throws {
        let sut = makeSUT()
        sut.faults.inject(.http500, scope: .characters, count: 2)
        try await sut.app.test(.router) { client async throws in
            #expect(try await client.get("/api/character/avatar/1.jpeg").status == .ok, "out of scope: not consumed")
            #expect(try await client.get("/api/character/1").status.code == 500)
            #expect(try await client.get("/api/character?page=2").status.code == 500)
            #expect(try await client.get("/api/character/1").status == .ok)
            #expect(sut.faults.active.isEmpty)
        }
    }

    @Test func clear_restoresNormalAnswers() async throws {
        let sut = makeSUT(faults: [StubFault(.http502), StubFault(.slow, delayMs: 50)])
        try await sut.app.test(.router) { client async throws in
            #expect(try await client.get("/api/character/1").status.code == 502)
            sut.faults.clear()
            #expect(try await client.get("/api/character/1").status == .ok)
        }
    }

    @Test func stats_countRequestsPerRouteKindIncludingFaultedOnes() async throws {
        let sut = makeSUT(faults: [StubFault(.http500, count: 1)])
        try await sut.app.test(.router) { client async throws in
            _ = try await client.get("/api/character?page=1")
            _ = try await client.get("/api/character/1,2")
            _ = try await client.get("/api/character/avatar/1.jpeg")
            _ = try await client.get("/api/character/avatar/2.jpeg")
            _ = try await client.get("/healthz")
        }
        #expect(sut.stats.count(.characterPage) == 1)
        #expect(sut.stats.count(.characterByID) == 1)
        #expect(sut.stats.count(.avatar) == 2)
        #expect(sut.stats.total == 4)
        sut.stats.reset()
        #expect(sut.stats.total == 0)
    }

    @Test(arguments: [
        ("http502", StubFault(.http502)),
        ("slow=800:avatars", StubFault(.slow, scope: .avatars, delayMs: 800)),
        ("truncatedBody:characters:3", StubFault(.truncatedBody, scope: .characters, count: 3)),
    ])
    func specification_parsesTheCommandLineForm(text: String, expected: StubFault) {
        #expect(StubFault(specification: text) == expected)
    }

    @Test(arguments: ["", "boom", "http500:nowhere", "http500:all:0", "slow=abc", "http500:all:1:extra"])
    func specification_rejectsMalformedForms(text: String) {
        #expect(StubFault(specification: text) == nil)
    }
}

@Suite(.trackingMemoryLeaks) struct OversizedBodyFaultTests {
    @Test func oversizedBody_streams12MiBStartingLikeTheNormalAnswer() async throws {
        let sut = makeSUT(faults: [StubFault(.oversizedBody)])
        try await sut.app.test(.router) { client async throws in
            let page = try await client.get("/api/character?page=1")
            #expect(page.status.code == 200)
            #expect(page.body.readableBytes == 12 * 1024 * 1024)
            #expect(String(buffer: page.body).hasPrefix(#"{"info":"#))
        }
    }
}
