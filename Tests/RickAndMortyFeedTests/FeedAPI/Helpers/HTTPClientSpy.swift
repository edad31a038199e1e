import Foundation
import RickAndMortyFeed
import NIOConcurrencyHelpers

/// Records every GET and answers it as the test decides, including "hang until cancelled".
final class HTTPClientSpy: HTTPClient {
    enum Answer: Sendable {
        case response(HTTPResponse)
        case failure(any Error)
        /// Waits until the calling task is cancelled, then throws `CancellationError`.
        case hangUntilCancelled
        /// Waits until the calling task is cancelled, then answers anyway, as a sloppy client might.
        case respondAfterCancellation(HTTPResponse)
        /// Answers each URL as `respond` decides.
        case respond(@Sendable (URL) -> HTTPResponse)
    }

    struct Request: Equatable {
        let url: URL
        let maxBodyBytes: Int
        var ifNoneMatch: String? = nil
    }

    private struct State {
        var requests: [Request] = []
        var cancelledURLs: [URL] = []
    }

    private let answer: Answer
    private let state = NIOLockedValueBox(State())

    init(answer: Answer) {
        self.answer = answer
    }

    var requests: [Request] { state.withLockedValue { $0.requests } }
    var requestedURLs: [URL] { requests.map(\.url) }
    var cancelledURLs: [URL] { state.withLockedValue { $0.cancelledURLs } }

    func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        try await get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: nil)
    }

    func get(from url: URL, maxBodyBytes: Int, ifNoneMatch: String?) async throws -> HTTPResponse {
        state.withLockedValue { $0.requests.append(Request(url: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: ifNoneMatch)) }
        switch answer {
        case let .response(response):
            return response
        case let .failure(error):
            throw error
        case .hangUntilCancelled:
            try await waitForCancellation(of: url)
            throw CancellationError()
        case let .respondAfterCancellation(response):
            try? await waitForCancellation(of: url)
            return response
        case let .respond(respond):
            return respond(url)
        }
    }

    private func waitForCancellation(of url: URL) async throws {
        do {
            // Bounded, so a test that forgets to cancel fails instead of hanging forever.
            try await Task.sleep(for: .seconds(10))
        } catch {
            state.withLockedValue { $0.cancelledURLs.append(url) }
            throw error
        }
    }

    /// Waits (bounded) until `count` requests have arrived, so a test can cancel mid-flight.
    func waitForRequests(_ count: Int = 1) async {
        for _ in 0..<2_000 where requests.count < count {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
