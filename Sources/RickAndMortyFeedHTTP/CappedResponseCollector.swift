import AsyncHTTPClient
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import RickAndMortyFeed

/// Collects a response into memory on the connection's event loop, never holding more than the
/// caller's limit. Collecting there, rather than streaming each chunk to a Swift task, hands the
/// response over once instead of once per chunk: most of a sync's time went into those handoffs.
final class CappedResponseCollector: HTTPClientResponseDelegate {
    typealias Response = HTTPResponse

    private struct State {
        var head: HTTPResponseHead?
        var body = Data()
    }

    private let limit: Int
    // AsyncHTTPClient calls a delegate on one event loop, one call at a time: the lock is never contended.
    private let state = NIOLockedValueBox(State())

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Refuses before reading when the server announces more than the limit.
    func didReceiveHead(task: AsyncHTTPClient.HTTPClient.Task<HTTPResponse>, _ head: HTTPResponseHead) -> EventLoopFuture<Void> {
        let announced = head.headers.first(name: "content-length").flatMap { Int($0) }
        if let announced, announced > limit {
            return task.eventLoop.makeFailedFuture(RickAndMortyFeed.HTTPClientError.responseTooLarge(limit: limit))
        }
        state.withLockedValue { state in
            state.head = head
            state.body.reserveCapacity(min(announced ?? 0, limit))
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    /// Stops reading (which cancels the request) as soon as the bytes received would pass the limit.
    func didReceiveBodyPart(task: AsyncHTTPClient.HTTPClient.Task<HTTPResponse>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
        let fits = state.withLockedValue { state in
            guard buffer.readableBytes <= limit - state.body.count else { return false }
            buffer.withUnsafeReadableBytes { state.body.append($0.assumingMemoryBound(to: UInt8.self)) }
            return true
        }
        guard fits else {
            return task.eventLoop.makeFailedFuture(RickAndMortyFeed.HTTPClientError.responseTooLarge(limit: limit))
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didFinishRequest(task: AsyncHTTPClient.HTTPClient.Task<HTTPResponse>) throws -> HTTPResponse {
        try state.withLockedValue { state in
            guard let head = state.head else { throw HTTPTransportError.connectionFailed("the response ended before its head") }
            return HTTPResponse(
                statusCode: Int(head.status.code),
                headers: head.headers.folded,
                body: state.body
            )
        }
    }
}
