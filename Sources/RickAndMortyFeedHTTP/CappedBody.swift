import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import RickAndMortyFeed

/// Reads a response body into memory without ever holding more than the caller's limit.
enum CappedBody {
    /// Refuses before reading when the server announces too much, and stops reading (which
    /// cancels the request) as soon as the bytes received would pass the limit.
    static func read(_ response: HTTPClientResponse, limit: Int) async throws -> Data {
        let limit = max(0, limit)
        let announced = response.headers.first(name: "content-length").flatMap { Int($0) }
        if let announced, announced > limit {
            throw RickAndMortyFeed.HTTPClientError.responseTooLarge(limit: limit)
        }

        var data = Data()
        data.reserveCapacity(min(announced ?? 0, limit))
        for try await buffer in response.body {
            guard buffer.readableBytes <= limit - data.count else {
                throw RickAndMortyFeed.HTTPClientError.responseTooLarge(limit: limit)
            }
            buffer.withUnsafeReadableBytes { data.append($0.assumingMemoryBound(to: UInt8.self)) }
        }
        // A cancelled body stream ends like a complete one; a partial body must not pass as whole.
        try Task.checkCancellation()
        return data
    }
}
