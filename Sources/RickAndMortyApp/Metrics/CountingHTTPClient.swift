import Foundation
import RickAndMortyFeed

/// Counts every call to the upstream API and what came of it (`UpstreamCounters`), and passes
/// the answer or the error on unchanged. A URL refused before anything was sent is not counted.
struct CountingHTTPClient: HTTPClient {
    let decoratee: any HTTPClient
    let counters: UpstreamCounters

    func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        try await get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: nil)
    }

    func get(from url: URL, maxBodyBytes: Int, ifNoneMatch: String?) async throws -> HTTPResponse {
        do {
            let response = try await decoratee.get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: ifNoneMatch)
            counters.count(.init(status: response.statusCode))
            return response
        } catch HTTPClientError.unfetchableURL(let url) {
            // Refused before anything was sent: not a call upstream.
            throw HTTPClientError.unfetchableURL(url)
        } catch {
            counters.count(error is CancellationError || Task.isCancelled ? .cancelled : .error)
            throw error
        }
    }
}
