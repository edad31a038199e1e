import Foundation
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

/// Behind a slow but working API, requests that waited for one of the pooled
/// connections failed at the connect timeout, and people saw "Couldn't connect to server".
@Suite(.trackingMemoryLeaks)
struct AsyncHTTPFeedClientQueueingTests {
    @Test func get_waitsForABusyConnectionBeyondTheConnectTimeoutWhenTheServerIsSlowButWorking() async throws {
        let slow: RawHTTPServer.Script = { _, writer in
            try await Task.sleep(for: .milliseconds(600))
            try await writer.write(rawResponse(body: "late but here"))
            return .keepOpen
        }
        var configuration = fastTestConfiguration
        configuration.maxConnectionsPerHost = 2
        configuration.connectTimeout = .milliseconds(300)
        configuration.readTimeout = .seconds(10)
        configuration.requestDeadline = .seconds(30)
        try await withRawServer(slow) { server in
            try await withSUT(configuration: configuration) { sut in
                let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                    for index in 0..<6 {
                        group.addTask { try await sut.get(from: server.url("/slow/\(index)"), maxBodyBytes: 100).statusCode }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }

                #expect(statuses == Array(repeating: 200, count: 6))
                #expect(server.recorder.snapshot.connectionsAccepted <= 2, "no more connections than the pool allows")
            }
        }
    }

    @Test func get_waitingForABusyConnectionEndsAtTheRequestDeadline() async throws {
        let configuration = oneConnection(requestDeadline: .milliseconds(500))
        try await withRawServer(silent) { server in
            try await withSUT(configuration: configuration) { sut in
                async let first = outcome { try await sut.get(from: server.url("/first"), maxBodyBytes: 100) }
                async let queued = outcome { try await sut.get(from: server.url("/queued"), maxBodyBytes: 100) }

                #expect(await first.error as? HTTPTransportError == .deadlineExceeded)
                #expect(await queued.error as? HTTPTransportError == .deadlineExceeded)
            }
        }
    }

    @Test func get_waitingForABusyConnectionStopsWhenTheCallerIsCancelled() async throws {
        let configuration = oneConnection(requestDeadline: .seconds(20))
        try await withRawServer(silent) { server in
            try await withSUT(configuration: configuration) { sut in
                let busy = Task { try await sut.get(from: server.url("/busy"), maxBodyBytes: 100) }
                #expect(await server.recorder.wait { $0.connectionsAccepted == 1 })
                let queued = Task { try await sut.get(from: server.url("/queued"), maxBodyBytes: 100) }
                try await Task.sleep(for: .milliseconds(100))

                queued.cancel()
                busy.cancel()

                await #expect(throws: CancellationError.self) { try await queued.value }
                await #expect(throws: CancellationError.self) { try await busy.value }
            }
        }
    }

    /// Accepts a request and answers nothing for 20 s: its connection stays busy.
    private let silent: RawHTTPServer.Script = { _, _ in
        try await Task.sleep(for: .seconds(20))
        return .close
    }

    /// One pooled connection, so a second request must wait for the first.
    private func oneConnection(requestDeadline: Duration) -> AsyncHTTPFeedClient.Configuration {
        var configuration = fastTestConfiguration
        configuration.maxConnectionsPerHost = 1
        configuration.readTimeout = .seconds(20)
        configuration.requestDeadline = requestDeadline
        return configuration
    }
}
