import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The stub on a real loopback socket, spoken to by a real HTTP client (URLSession).
@Suite(.trackingMemoryLeaks)
struct LiveServerTests {
    @Test func start_bindsAFreePortAndServesTheContractUnderItsBaseURL() async throws {
        let server = try await makeServer()
        #expect(server.port > 0)
        #expect(server.baseURL == "http://127.0.0.1:\(server.port)/api")
        let (data, response) = try await get("\(server.baseURL)/character?page=1")
        #expect(response.statusCode == 200)
        let page = try JSONDecoder().decode(PagePayload.self, from: data)
        #expect(page.info.next == "\(server.baseURL)/character?page=2")
        #expect(page.results.first?.image == "\(server.baseURL)/character/avatar/1.jpeg")
        let (avatar, _) = try await get(page.results.first?.image ?? "")
        #expect(ImageInspection.isJPEG(Array(avatar)))
        #expect(server.stats.count(.characterPage) == 1)
        #expect(server.stats.count(.avatar) == 1)
        await server.stop()
    }

    @Test func truncatedBody_failsTheClientsTransfer() async throws {
        let server = try await makeServer(faults: [StubFault(.truncatedBody, scope: .characters, count: 1)])
        await #expect(throws: (any Error).self) {
            _ = try await get("\(server.baseURL)/character?page=1")
        }
        let (_, response) = try await get("\(server.baseURL)/character?page=1")
        #expect(response.statusCode == 200, "the fault was for one request only")
        await server.stop()
    }

    @Test func hang_neverAnswersSoTheClientTimesOut_andStopIsStillPrompt() async throws {
        let server = try await makeServer(faults: [StubFault(.hang, scope: .avatars)])
        let start = ContinuousClock.now
        await #expect(throws: (any Error).self) {
            _ = try await get("\(server.baseURL)/character/avatar/1.jpeg", timeout: 1)
        }
        #expect(ContinuousClock.now - start >= .milliseconds(900))
        // A second request is left hanging on the server while we stop it.
        let pending = Task { try? await get("\(server.baseURL)/character/avatar/2.jpeg", timeout: 30) }
        try await Task.sleep(for: .milliseconds(200))
        let stopStart = ContinuousClock.now
        await server.stop()
        #expect(ContinuousClock.now - stopStart < .seconds(5))
        let answer = await pending.value
        #expect(answer == nil, "the hung request got no answer")
    }

    @Test func httpAdmin_setsFaultsOutOfProcess() async throws {
        let server = try await makeServer()
        let adminURL = String(server.baseURL.dropLast("/api".count)) + "/_stub/faults"
        var request = URLRequest(url: try #require(URL(string: adminURL)))
        request.httpMethod = "PUT"
        request.httpBody = Data(#"{"kind":"http500","scope":"all","count":1}"#.utf8)
        let (_, put) = try await URLSession.shared.data(for: request)
        #expect((put as? HTTPURLResponse)?.statusCode == 200)
        #expect(try await get("\(server.baseURL)/character/1").1.statusCode == 500)
        #expect(try await get("\(server.baseURL)/character/1").1.statusCode == 200)
        await server.stop()
    }

    @Test func stop_closesThePort() async throws {
        let server = try await makeServer()
        let url = "\(server.baseURL)/character/1"
        #expect(try await get(url).1.statusCode == 200)
        await server.stop()
        await #expect(throws: (any Error).self) { _ = try await get(url, timeout: 2) }
    }

    private func makeServer(faults: [StubFault] = [], sourceLocation: SourceLocation = #_sourceLocation) async throws -> StubAPIServer {
        let server = try await StubAPIServer.start(faults: StubFaults(faults), maxHang: .seconds(30))
        trackForMemoryLeaks(server, sourceLocation: sourceLocation)
        return server
    }
}

/// A plain GET with a time limit, through a fresh session (its own connection), so no connection
/// is reused across requests or tests.
func get(_ url: String, timeout: TimeInterval = 10) async throws -> (Data, HTTPURLResponse) {
    guard let url = URL(string: url) else { throw URLError(.badURL) }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    let (data, response) = try await session.data(from: url)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    return (data, http)
}
