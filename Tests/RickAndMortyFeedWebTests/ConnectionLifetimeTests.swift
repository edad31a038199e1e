import Foundation
import HummingbirdTesting
import RickAndMortyFeedWeb
import RickAndMortyStubAPI
import Testing
import TestSupport

/// How long the live server keeps a connection, spoken to over raw TCP so the test sends exactly
/// the bytes a slow, silent or careless client would. Every timeout configured here is short
/// (1 s) and every wait far longer (30 s), only as a guard against a hang: no test asserts how
/// quickly anything happened.
@Suite struct ConnectionLifetimeTests {
    static let guardTime: Duration = .seconds(30)
    /// The timeout under test: short, but long enough for an instrumented build (several times
    /// slower) to send its request before an idle timeout ends the connection.
    static let shortTimeout: Duration = .seconds(1) * Sanitizer.slowdown

    // MARK: Bodies where none belong

    @Test(arguments: [
        ("Content-Length: 100000", String(repeating: "x", count: 100_000)),
        ("Content-Length: 100000", ""),
        ("Transfer-Encoding: chunked", "186a0\r\n" + String(repeating: "x", count: 100_000) + "\r\n0\r\n\r\n"),
        ("Transfer-Encoding: chunked", ""),
    ])
    func requestBodyWhereNoneBelongs_isRefusedUnreadAndTheConnectionClosed(framing: String, body: String) async throws {
        // A long idle timeout: the connection must end because of the refusal, not of idleness.
        try await WebTestHarness.with(testing: .live, idleTimeout: .seconds(600)) { _, client in
            let connection = try await RawHTTPConnection.open(port: try #require(client.port))
            // An uncached image, as reported; the body is sent whole, or never.
            try await connection.send("GET /characters/5/image HTTP/1.1\r\nHost: localhost\r\n\(framing)\r\n\r\n" + body)

            let answered = await connection.receives("\r\n\r\n", within: Self.guardTime)
            let closed = await connection.closesWithin(Self.guardTime)
            await connection.close()

            #expect(answered && connection.text.hasPrefix("HTTP/1.1 413"), "\(connection.text)")
            #expect(connection.text.lowercased().contains("connection: close"), "\(connection.text)")
            #expect(closed, "the server kept waiting for a body it does not read")
        }
    }

    @Test func gracefulShutdown_endsWithinItsDeadlineWhileAnAnswerIsStillPending() async throws {
        let configuration = WebConfiguration(refreshInterval: 0, shutdownTimeout: .seconds(1))
        // The web app would give up on the API by itself only after two minutes.
        try await WebTestHarness.serving(configuration: configuration, upstreamReadTimeout: .seconds(120)) { harness, server in
            harness.server.faults.inject(.hang, scope: .avatars)
            let connection = try await RawHTTPConnection.open(port: server.port)
            try await connection.send("GET /characters/5/image HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let upstreamAsked = await eventually { harness.server.stats.count(.avatar) == 1 }
            try #require(upstreamAsked, "the web app should be waiting on the API's avatar")

            let took = await server.shutDown()
            await connection.close()

            #expect(took < Self.guardTime, "graceful shutdown waited \(took) for an answer that never came")
        }
    }

    // MARK: Idle, slow and HTTP/1.0 connections

    @Test func silentConnection_isClosedAfterTheIdleTimeout() async throws {
        try await WebTestHarness.with(testing: .live, idleTimeout: Self.shortTimeout) { _, client in
            let connection = try await RawHTTPConnection.open(port: try #require(client.port))

            let closed = await connection.closesWithin(Self.guardTime)

            #expect(closed, "a connection that sent nothing was still open")
        }
    }

    @Test func keepAliveConnection_isClosedAfterTheIdleTimeoutOnceAnswered() async throws {
        try await WebTestHarness.with(testing: .live, idleTimeout: Self.shortTimeout) { _, client in
            // On a loaded machine the idle timeout can end a connection before the test gets to
            // send its request; that connection says nothing about what follows an answer, so
            // another is opened. Only a connection whose request was answered is judged.
            for _ in 1...5 {
                let connection = try await RawHTTPConnection.open(port: try #require(client.port))
                guard (try? await connection.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")) != nil else { continue }
                let answered = await connection.receives("ok\n", within: Self.guardTime)
                guard answered || !connection.isClosed else { continue }

                let closed = await connection.closesWithin(Self.guardTime)

                #expect(answered, "\(connection.text)")
                #expect(closed, "a keep-alive connection was still open long after its answer")
                return
            }
            Issue.record("no connection stayed open long enough to send its request")
        }
    }

    @Test func requestHeadTrickledIn_isCutOffByTheHeaderReadTimeout() async throws {
        // A long idle timeout: the connection must end because its head never did.
        try await WebTestHarness.with(testing: .live, idleTimeout: .seconds(600), headerReadTimeout: Self.shortTimeout) { _, client in
            let connection = try await RawHTTPConnection.open(port: try #require(client.port))
            try await connection.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n")

            try await Self.trickleHeaderLines(into: connection)

            #expect(connection.isClosed, "a request head that never ended held the connection")
            #expect(!connection.text.contains("ok\n"), "\(connection.text)")
        }
    }

    @Test func keepAliveConnectionWaitingForItsNextRequest_isLeftToTheIdleTimeout() async throws {
        // The header-read clock starts at a head's first byte, not when the previous answer ended.
        try await WebTestHarness.with(testing: .live, idleTimeout: .seconds(600), headerReadTimeout: Self.shortTimeout) { _, client in
            let connection = try await RawHTTPConnection.open(port: try #require(client.port))
            let request = "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n"
            try await connection.send(request)
            let first = await connection.receives("ok\n", within: Self.guardTime)
            try await Task.sleep(for: .seconds(3))
            try await connection.send(request)
            let second = await eventually(timeout: Self.guardTime, every: .milliseconds(50)) {
                connection.text.components(separatedBy: "ok\n").count == 3
            }
            await connection.close()

            #expect(first && second, "\(connection.text)")
        }
    }

    @Test func http10RequestWithoutKeepAlive_isAnsweredAndClosed() async throws {
        // A long idle timeout: the connection must end because HTTP/1.0 says so, not of idleness.
        try await WebTestHarness.with(testing: .live, idleTimeout: .seconds(600)) { _, client in
            let connection = try await RawHTTPConnection.open(port: try #require(client.port))
            try await connection.send("GET /healthz HTTP/1.0\r\n\r\n")

            let closed = await connection.closesWithin(Self.guardTime)
            await connection.close()

            #expect(connection.text.hasPrefix("HTTP/1.0 200"), "\(connection.text)")
            #expect(connection.text.hasSuffix("\r\n\r\nok\n"), "\(connection.text)")
            #expect(connection.text.lowercased().contains("connection: close"), "\(connection.text)")
            #expect(closed, "an HTTP/1.0 connection without keep-alive was left open after its answer")
        }
    }

    @Test func http10RequestAskingForKeepAlive_keepsTheConnectionForTheNextRequest() async throws {
        try await WebTestHarness.with(testing: .live, idleTimeout: .seconds(600)) { _, client in
            let connection = try await RawHTTPConnection.open(port: try #require(client.port))
            let request = "GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"
            try await connection.send(request)
            let first = await connection.receives("ok\n", within: Self.guardTime)
            try await connection.send(request)
            let second = await eventually(timeout: Self.guardTime, every: .milliseconds(50)) {
                connection.text.components(separatedBy: "ok\n").count == 3
            }
            await connection.close()

            #expect(first && second, "\(connection.text)")
            #expect(connection.text.lowercased().components(separatedBy: "connection: keep-alive").count == 3, "\(connection.text)")
        }
    }

    /// One header line every 200 ms, so bytes keep coming but never a whole request head, until
    /// the server closes the connection or `guardTime` has passed.
    static func trickleHeaderLines(into connection: RawHTTPConnection) async throws {
        let deadline = ContinuousClock.now + guardTime
        var line = 0
        while !connection.isClosed, ContinuousClock.now < deadline {
            line += 1
            try? await connection.send("X-Slow-\(line): a\r\n")
            try await Task.sleep(for: .milliseconds(200))
        }
    }
}
