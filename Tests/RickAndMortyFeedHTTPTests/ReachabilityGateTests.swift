import Foundation
import NIOConcurrencyHelpers
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

/// Offline known at once: once the API was found unreachable, requests fail at once for the
/// window, then one request at a time checks whether it is back.
@Suite(.trackingMemoryLeaks)
struct ReachabilityGateTests {
    @Test func get_whileTheAPIAnswers_asksItEveryTime() async throws {
        let (sut, api, _) = makeSUT(answers: [.status(200), .status(503), .status(404)])

        for expected in [200, 503, 404] {
            #expect(try await sut.get(from: apiURL, maxBodyBytes: 10).statusCode == expected)
        }
        #expect(api.calls == 3)
    }

    @Test(arguments: [HTTPTransportError.unreachable("refused"), .connectTimeout])
    func get_afterTheAPIWasUnreachable_failsAtOnceWithoutAskingItForTheWindow(error: HTTPTransportError) async throws {
        let (sut, api, clock) = makeSUT(answers: [.error(error), .status(200)])
        await #expect(throws: error) { try await sut.get(from: apiURL, maxBodyBytes: 10) }

        clock.advance(by: .seconds(29))
        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }
        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: otherPageURL, maxBodyBytes: 10) }

        #expect(api.calls == 1)
    }

    @Test func get_afterTheWindow_checksAndTheNextRequestsAskTheAPIOnceItAnswers() async throws {
        let (sut, api, clock) = makeSUT(answers: [.error(HTTPTransportError.unreachable("refused")), .status(200)])
        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }

        clock.advance(by: .seconds(30))
        #expect(try await sut.get(from: apiURL, maxBodyBytes: 10).statusCode == 200)
        #expect(try await sut.get(from: apiURL, maxBodyBytes: 10).statusCode == 200)

        #expect(api.calls == 3)
    }

    @Test func get_aCheckThatFindsNobody_startsAnotherWindow() async throws {
        let (sut, api, clock) = makeSUT(answers: [.error(HTTPTransportError.unreachable("refused"))])
        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }
        clock.advance(by: .seconds(30))
        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }

        clock.advance(by: .seconds(29))
        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }

        #expect(api.calls == 2)
    }

    @Test func get_whileOneRequestChecks_theOthersFailAtOnce() async throws {
        let (sut, api, clock) = makeSUT(answers: [.error(HTTPTransportError.unreachable("refused")), .held(200)])
        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }
        clock.advance(by: .seconds(30))

        let check = Task { try await sut.get(from: apiURL, maxBodyBytes: 10) }
        await api.waitForCall(2)
        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }
        api.releaseHeld()

        #expect(try await check.value.statusCode == 200)
        #expect(api.calls == 2)
    }

    @Test func get_aCheckThatIsCancelled_letsTheNextRequestCheck() async throws {
        let (sut, _, clock) = makeSUT(answers: [.error(HTTPTransportError.unreachable("refused")), .error(CancellationError()), .status(200)])
        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }
        clock.advance(by: .seconds(30))
        await #expect(throws: CancellationError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }

        #expect(try await sut.get(from: apiURL, maxBodyBytes: 10).statusCode == 200)
    }

    /// A slow or dropped answer says a server is there: the next request asks again as before.
    @Test(arguments: [HTTPTransportError.readTimeout, .connectionFailed("reset"), .deadlineExceeded])
    func get_failuresThatFindAServer_doNotStopTheNextRequest(error: HTTPTransportError) async throws {
        let (sut, api, _) = makeSUT(answers: [.error(error), .status(200)])
        await #expect(throws: error) { try await sut.get(from: apiURL, maxBodyBytes: 10) }

        #expect(try await sut.get(from: apiURL, maxBodyBytes: 10).statusCode == 200)
        #expect(api.calls == 2)
    }

    @Test func get_anotherServer_isStillAskedWhileOneIsUnreachable() async throws {
        let (sut, api, _) = makeSUT(answers: [.error(HTTPTransportError.unreachable("refused")), .status(200)])
        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }

        let images = try #require(URL(string: "https://images.example.org/avatar/1.jpeg"))
        #expect(try await sut.get(from: images, maxBodyBytes: 10).statusCode == 200)
        #expect(api.calls == 2)
    }

    /// What the web app asks before it shows again a page it made from the cache: unreachable
    /// from the failure on; once due, the asking itself makes the one check and answers by it.
    @Test func isKnownUnreachable_fromTheFailure_untilTheCheckItMakesOnceDueFindsTheAPIBack() async throws {
        let (sut, api, clock) = makeSUT(answers: [.error(HTTPTransportError.unreachable("refused")), .held(200)])
        #expect(await !sut.isKnownUnreachable(apiURL))

        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }
        #expect(await sut.isKnownUnreachable(otherPageURL))
        clock.advance(by: .seconds(29))
        #expect(await sut.isKnownUnreachable(apiURL))
        #expect(api.calls == 1)

        clock.advance(by: .seconds(1))
        let asking = Task { await sut.isKnownUnreachable(apiURL) }
        await api.waitForCall(2)
        #expect(await sut.isKnownUnreachable(apiURL), "while it checks, the others know at once")
        api.releaseHeld()

        #expect(await asking.value == false, "the check found the API back")
        #expect(await !sut.isKnownUnreachable(apiURL))
        #expect(api.calls == 2)
    }

    @Test func isKnownUnreachable_aCheckThatFindsNobody_keepsItKnownForAnotherWindow() async throws {
        let (sut, api, clock) = makeSUT(answers: [.error(HTTPTransportError.unreachable("refused"))])
        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }
        clock.advance(by: .seconds(30))

        #expect(await sut.isKnownUnreachable(apiURL))
        clock.advance(by: .seconds(29))
        #expect(await sut.isKnownUnreachable(apiURL))
        #expect(api.calls == 2)
    }

    @Test func isKnownUnreachable_neverWithAWindowOfZero_whereEveryViewAsks() async throws {
        let api = ScriptedAPI(answers: [.error(HTTPTransportError.unreachable("refused"))])
        let sut = ReachabilityGate(client: api, window: .zero)
        await #expect(throws: HTTPTransportError.self) { try await sut.get(from: apiURL, maxBodyBytes: 10) }

        #expect(await !sut.isKnownUnreachable(apiURL))
        #expect(api.calls == 1)
    }

    // MARK: - Helpers

    private let apiURL = URL(string: "https://rickandmortyapi.com/api/character?page=1") ?? URL(fileURLWithPath: "/")
    private let otherPageURL = URL(string: "https://rickandmortyapi.com/api/episode/3") ?? URL(fileURLWithPath: "/")

    private func makeSUT(
        answers: [ScriptedAPI.Answer],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: ReachabilityGate, api: ScriptedAPI, clock: ManualClock) {
        let clock = ManualClock()
        let api = ScriptedAPI(answers: answers)
        // The default window (SPEC: 30 s): the tests' 29 and 30 seconds hold it.
        let sut = ReachabilityGate(client: api, now: { clock.now })
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(api, sourceLocation: sourceLocation)
        return (sut, api, clock)
    }
}

/// A time that moves only when the test says.
private final class ManualClock: Sendable {
    private let start = ContinuousClock.now
    private let offset = NIOLockedValueBox(Duration.zero)

    var now: ContinuousClock.Instant { start + offset.withLockedValue { $0 } }

    func advance(by duration: Duration) { offset.withLockedValue { $0 += duration } }
}

/// Answers each GET with the next scripted answer (the last one repeats); a held answer waits
/// until the test releases it.
private final class ScriptedAPI: HTTPClient {
    enum Answer: Sendable {
        case status(Int)
        case error(any Error)
        case held(Int)
    }

    private let answers: [Answer]
    private let count = NIOLockedValueBox(0)
    private let (released, release) = AsyncStream<Void>.makeStream()

    init(answers: [Answer]) {
        self.answers = answers
    }

    var calls: Int { count.withLockedValue { $0 } }

    func waitForCall(_ number: Int) async {
        while calls < number { await Task.yield() }
    }

    func releaseHeld() { release.finish() }

    func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        let index = count.withLockedValue { calls in
            defer { calls += 1 }
            return calls
        }
        switch answers[min(index, answers.count - 1)] {
        case let .status(code):
            return HTTPResponse(statusCode: code, headers: [:], body: Data())
        case let .error(error):
            throw error
        case let .held(code):
            for await _ in released {}
            return HTTPResponse(statusCode: code, headers: [:], body: Data())
        }
    }
}
