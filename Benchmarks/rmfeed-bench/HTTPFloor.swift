import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// `rmfeed-bench fetch CONFIG`: AsyncHTTPClient alone doing curl's part of the sync benchmark,
/// for `scripts/bench`: the URLs of a curl config (`url = "…"` and `output = "…"` lines), 8 at a
/// time over at most 8 connections, each body written to its output file. No Swift task per
/// request: the connections spread over NIO's event loops (one per core), and each answer is
/// handed to one loop that writes its file and starts the next request. (Every connection on
/// that one loop took 1.5× as long: a single thread did all the reading.) It is about the least
/// that `rmfeed sync --images` can cost with the HTTP library it is built on, so the sync's
/// distance from curl splits into the library's part and the app's (see BENCHMARKS.md).
enum HTTPFloor {
    struct Transfer: Sendable {
        let url: String
        let output: String
    }

    enum Failure: Error, CustomStringConvertible {
        case unreadableConfig(String)
        case transfer(String, String)

        var description: String {
            switch self {
            case .unreadableConfig(let reason): "unreadable curl config: \(reason)"
            case .transfer(let url, let reason): "\(url): \(reason)"
            }
        }
    }

    static let concurrency = 8

    /// The transfers of a curl config, in its order; every `url` needs the `output` after it.
    static func transfers(inConfig text: String) throws -> [Transfer] {
        var transfers: [Transfer] = []
        var pendingURL: String?
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[1].count >= 2, parts[1].hasPrefix("\""), parts[1].hasSuffix("\"") else {
                throw Failure.unreadableConfig("line \"\(line)\"")
            }
            let value = String(parts[1].dropFirst().dropLast())
            switch (parts[0], pendingURL) {
            case ("url", nil): pendingURL = value
            case ("output", let url?):
                transfers.append(Transfer(url: url, output: value))
                pendingURL = nil
            default: throw Failure.unreadableConfig("line \"\(line)\" out of place")
            }
        }
        guard pendingURL == nil else { throw Failure.unreadableConfig("a url without an output") }
        return transfers
    }

    /// Fetches every transfer and returns how many files were written (every one, or it throws).
    static func run(_ transfers: [Transfer]) async throws -> Int {
        var pool = HTTPClient.Configuration.ConnectionPool()
        pool.concurrentHTTP1ConnectionsPerHostSoftLimit = concurrency
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: .init(connectionPool: pool))
        let loop = client.eventLoopGroup.next()
        let run = Run(transfers: transfers, client: client, loop: loop)
        let result: Result<Int, any Error>
        do {
            result = .success(try await loop.flatSubmit { run.start() }.get())
        } catch {
            result = .failure(error)
        }
        try await client.shutdown()
        return try result.get()
    }

    /// The transfers' progress, touched only on `loop`.
    private final class Run: @unchecked Sendable {
        let transfers: [Transfer]
        let client: HTTPClient
        let loop: any EventLoop
        let done: EventLoopPromise<Int>
        var next = 0
        var written = 0
        var failed = false

        init(transfers: [Transfer], client: HTTPClient, loop: any EventLoop) {
            self.transfers = transfers
            self.client = client
            self.loop = loop
            self.done = loop.makePromise()
        }

        func start() -> EventLoopFuture<Int> {
            if transfers.isEmpty { done.succeed(0) }
            for _ in 0..<min(HTTPFloor.concurrency, transfers.count) { startNext() }
            return done.futureResult
        }

        private func startNext() {
            loop.preconditionInEventLoop()
            guard next < transfers.count, !failed else { return }
            let transfer = transfers[next]
            next += 1
            let request: HTTPClient.Request
            do {
                request = try HTTPClient.Request(url: transfer.url, method: .GET)
            } catch {
                return fail(transfer, "\(error)")
            }
            client.execute(
                request: request,
                delegate: ResponseAccumulator(request: request, maxBodySize: 10 * 1024 * 1024),
                eventLoop: .indifferent
            ).futureResult.hop(to: loop).whenComplete { result in
                switch result {
                case .success(let response):
                    guard Self.write(response.body, to: transfer.output) else { return self.fail(transfer, "could not write \(transfer.output)") }
                    self.written += 1
                    if self.written == self.transfers.count { return self.done.succeed(self.written) }
                    self.startNext()
                case .failure(let error):
                    self.fail(transfer, "\(error)")
                }
            }
        }

        private func fail(_ transfer: Transfer, _ reason: String) {
            guard !failed else { return }
            failed = true
            done.fail(Failure.transfer(transfer.url, reason))
        }

        /// As curl writes: open, write, close, on the one loop that handles every answer (curl
        /// too writes on its one thread).
        private static func write(_ body: ByteBuffer?, to path: String) -> Bool {
            let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard file >= 0 else { return false }
            defer { close(file) }
            guard let body else { return true }
            return body.withUnsafeReadableBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let count = Glibc.write(file, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                    guard count > 0 else { return false }
                    offset += count
                }
                return true
            }
        }
    }
}
