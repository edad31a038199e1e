import Foundation
@testable import RickAndMortyStubAPI
import Testing
import TestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `--latency`: every response waits before it is sent, each on its own. The waits go through a
/// gate the test holds, so nothing here depends on how long anything took.
@Suite(.trackingMemoryLeaks)
struct LatencyTests {
    @Test func latency_sendsNoResponseBeforeItsWaitIsOver() async throws {
        let gate = LatencyGate()
        let server = try await makeServer(latency: .milliseconds(50), gate: gate)
        let answer = Task {
            let response = try await get("\(server.baseURL)/character?page=1").1
            gate.note("answered")
            return response.statusCode
        }
        #expect(await eventually(timeout: .seconds(20)) { gate.holding == 1 }, "the request waits at the gate")
        #expect(gate.waits == [.milliseconds(50)])
        gate.open()
        #expect(try await answer.value == 200)
        #expect(gate.log == ["opened", "answered"])
        await server.stop()
    }

    @Test func latency_holdsEachRequestOnItsOwn_soOtherConnectionsWaitMeanwhile() async throws {
        let gate = LatencyGate()
        let server = try await makeServer(latency: .milliseconds(50), gate: gate)
        let urls = ["/character?page=1", "/character/avatar/1.jpeg", "/episode/1", "/nothing"].map { server.baseURL + $0 }
        let answers = urls.map { url in Task { try await get(url).1.statusCode } }
        #expect(await eventually(timeout: .seconds(20)) { gate.holding == urls.count }, "all four wait at once, 404 included")
        gate.open()
        var statuses: [Int] = []
        for answer in answers { statuses.append(try await answer.value) }
        #expect(statuses == [200, 200, 200, 404])
        await server.stop()
    }

    @Test func noLatency_waitsForNothing() async throws {
        let gate = LatencyGate()
        let server = try await makeServer(latency: .zero, gate: gate)
        #expect(try await get("\(server.baseURL)/character/1").1.statusCode == 200)
        #expect(gate.waits.isEmpty)
        await server.stop()
    }

    /// The real sleep: a lower bound only, which no slow machine can break. A whole second, as
    /// an unoptimised build took 0.29 s for this first request without any latency.
    @Test func latency_withTheRealClock_answersNoSoonerThanTheLatency() async throws {
        let server = try await StubAPIServer.start(latency: .seconds(1))
        trackForMemoryLeaks(server)
        let start = ContinuousClock.now
        #expect(try await get("\(server.baseURL)/character/1").1.statusCode == 200)
        #expect(ContinuousClock.now - start >= .seconds(1))
        await server.stop()
    }

    private func makeServer(latency: Duration, gate: LatencyGate, sourceLocation: SourceLocation = #_sourceLocation) async throws -> StubAPIServer {
        let server = try await StubAPIServer.start(
            configuration: StubAPIConfiguration(port: 0, latency: latency),
            faults: StubFaults(),
            logger: nil,
            latencyWait: { await gate.wait($0) }
        )
        trackForMemoryLeaks(server, sourceLocation: sourceLocation)
        return server
    }
}
