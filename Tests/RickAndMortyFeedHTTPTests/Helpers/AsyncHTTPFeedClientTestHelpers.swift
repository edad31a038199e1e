import Foundation
import Logging
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

/// Short timeouts so the failure courses finish in well under a second each.
let fastTestConfiguration = AsyncHTTPFeedClient.Configuration(
    connectTimeout: .seconds(2),
    readTimeout: .seconds(2),
    requestDeadline: .seconds(5),
    maxRedirects: 5
)

func makeSUT(
    configuration: AsyncHTTPFeedClient.Configuration = fastTestConfiguration,
    sourceLocation: SourceLocation = #_sourceLocation
) -> AsyncHTTPFeedClient {
    var logger = Logger(label: "AsyncHTTPFeedClientTests")
    logger.logLevel = .critical
    let sut = AsyncHTTPFeedClient(configuration: configuration, logger: logger)
    trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
    return sut
}

/// Runs `body` with a fresh client and always shuts it down afterwards, as its owner must.
func withSUT<T>(
    configuration: AsyncHTTPFeedClient.Configuration = fastTestConfiguration,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (AsyncHTTPFeedClient) async throws -> T
) async throws -> T {
    let sut = makeSUT(configuration: configuration, sourceLocation: sourceLocation)
    do {
        let result = try await body(sut)
        try await sut.shutdown()
        return result
    } catch {
        try? await sut.shutdown()
        throw error
    }
}

/// Runs `body` against a scripted raw server, stopped afterwards.
func withRawServer<T>(
    _ script: @escaping RawHTTPServer.Script,
    _ body: (RawHTTPServer) async throws -> T
) async throws -> T {
    try await stopped(after: body, with: try await RawHTTPServer.start(script)) { await $0.stop() }
}

/// Runs `body` against the Hummingbird server, stopped afterwards.
func withFrameworkServer<T>(_ body: (FrameworkHTTPServer) async throws -> T) async throws -> T {
    try await stopped(after: body, with: try await FrameworkHTTPServer.start()) { await $0.stop() }
}

/// The error `operation` threw (nil if it returned), and how long it took.
func outcome(
    of operation: () async throws -> HTTPResponse
) async -> (error: (any Error)?, elapsed: Duration) {
    let started = ContinuousClock.now
    do {
        _ = try await operation()
        return (nil, ContinuousClock.now - started)
    } catch {
        return (error, ContinuousClock.now - started)
    }
}

/// A complete response with a Content-Length, as raw bytes.
func rawResponse(status: String = "200 OK", headers: [String] = [], body: String = "") -> String {
    let head = ["HTTP/1.1 \(status)", "Content-Length: \(body.utf8.count)"] + headers
    return head.joined(separator: "\r\n") + "\r\n\r\n" + body
}
