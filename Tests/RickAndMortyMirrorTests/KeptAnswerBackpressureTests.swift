import Foundation
import Testing
import TestSupport

/// A client that pipelines kept `/api` requests and does not read its answers cannot make the
/// server take requests without end: once the connection holds no more answers, Hummingbird's
/// pipeline stops reading the socket until the client reads; then every answer arrives, in order.
@Suite(.trackingMemoryLeaks)
struct KeptAnswerBackpressureTests {
    private static let targets = ["/api/character?page=1", "/api/character?page=2"]
    private static let requestCount = 20_000
    /// The client's socket buffers, each way (the kernel doubles it).
    private static let clientBufferBytes: Int32 = 64 * 1024

    private static func request(_ target: String) -> RawHTTP.Request {
        RawHTTP.Request(text: "GET \(target) HTTP/1.1\r\nHost: mirror.test\r\n\r\n")
    }

    @Test func keptAnswers_toAClientThatDoesNotReadThem_stopTheServerReading_thenAllArriveInOrder() async throws {
        try await RawMirrorServer.with { server in
            let port = server.port
            // Twice: the first pass's read-through saves move the cache's generation.
            for _ in 1...2 {
                for target in Self.targets { _ = try await RawHTTP.exchange(port: port, [Self.request(target)]) }
            }
            var answers: [RawHTTP.Exchange] = []
            for target in Self.targets { answers.append(try await RawHTTP.exchange(port: port, [Self.request(target)])) }
            let tags = try answers.map { "200 " + (try #require(RawHTTP.entityTag(in: $0.bytes))) }
            try #require(Set(tags).count == tags.count)

            // Every answer in the connection's buffers counts as one of the smallest.
            let smallest = try #require(answers.map(\.bytes.utf8.count).min())
            let onTheirWay = try Self.mostAnswerBytesOnTheirWay(clientReceiveBuffer: 2 * Int(Self.clientBufferBytes)) / smallest + 1
            try #require(Self.requestCount >= 5 * onTheirWay, "too few requests to tell (\(onTheirWay) answers fit in the buffers)")

            let before = server.apiAnswersMade
            let outcome = try await onThreadOfItsOwn {
                try Self.pipelineWithoutReading(port: port, tags: tags, limit: Self.requestCount) { server.apiAnswersMade - before }
            }

            #expect(outcome.sentBeforeReading < Self.requestCount / 2, "requests taken before the client read: \(outcome.sentBeforeReading); answers made beyond what it read: \(outcome.mostAhead) (\(onTheirWay) fit on their way)")
            #expect(outcome.answers == Self.requestCount)
            #expect(outcome.firstWrong == nil, "answer \(outcome.firstWrong ?? 0) is not its request's")
        }
    }

    struct Outcome: Sendable {
        /// The most answers the server had made beyond those the client had read.
        var mostAhead = 0
        /// Requests sent before the server stopped taking them, the client having read nothing.
        var sentBeforeReading = 0
        var answers = 0
        /// The first answer that is not its request's (200 with its target's `ETag`).
        var firstWrong: Int?
    }

    /// Sends `requestCount` requests, alternately for each of `targets`, reading nothing while
    /// the server takes them; once it has taken none for a moment, reads whenever it cannot send.
    /// After each step, compares how many answers the server made (`madeByServer`) with how
    /// many it read, and stops once the server is more than `limit` ahead.
    private static func pipelineWithoutReading(port: Int, tags: [String], limit: Int, madeByServer: () -> Int) throws -> Outcome {
        let socket = try Socket(port: port, bufferBytes: clientBufferBytes)
        defer { socket.close() }
        let requests = targets.map { Array(request($0).text.utf8) }
        var outcome = Outcome()
        var stream = AnswerStream()
        var sent = 0
        var unsent: ArraySlice<UInt8> = []
        var reading = false
        while outcome.answers < requestCount, outcome.mostAhead <= limit {
            let sending = sent < requestCount || !unsent.isEmpty
            reading = reading || !sending
            // Until the server takes no more requests (none for a moment), nothing is read; then
            // the wait only guards against a hang.
            let ready = try socket.waitUntilReady(reading: reading, sending: sending, milliseconds: reading ? 30_000 : 200)
            if ready.writable {
                if unsent.isEmpty {
                    let batch = min(64, requestCount - sent)
                    unsent = ArraySlice((sent..<sent + batch).flatMap { requests[$0 % requests.count] })
                    sent += batch
                }
                unsent = unsent.dropFirst(try socket.sendAvailable(unsent))
            } else if ready.readable {
                for tag in try stream.append(socket.receiveAvailable(limit: 65_536)) {
                    if tag != tags[outcome.answers % tags.count], outcome.firstWrong == nil { outcome.firstWrong = outcome.answers }
                    outcome.answers += 1
                }
            } else if !reading {
                // The server takes no more requests: from now on, read what it answered.
                reading = true
                outcome.sentBeforeReading = sent - (unsent.count + requests[0].count - 1) / requests[0].count
            } else {
                throw RawHTTP.Failure(description: "no progress after \(outcome.answers) answers")
            }
            outcome.mostAhead = max(outcome.mostAhead, madeByServer() - outcome.answers)
        }
        return outcome
    }

    /// The most answer bytes that can be on their way to a client that reads none: in the
    /// server's socket send buffer at its largest (the kernel's `tcp_wmem` maximum), the client's
    /// receive buffer, NIO's queue of a channel's writes up to its high-water mark (64 KiB), and
    /// 1 MiB for what the kernel lets pass a buffer's limit and the answer that crossed the mark.
    private static func mostAnswerBytesOnTheirWay(clientReceiveBuffer: Int) throws -> Int {
        let sendBuffers = try String(contentsOfFile: "/proc/sys/net/ipv4/tcp_wmem", encoding: .utf8)
        let largest = try #require(sendBuffers.split(whereSeparator: \.isWhitespace).last.flatMap { Int($0) })
        return largest + clientReceiveBuffer + 64 * 1024 + 1024 * 1024
    }
}

/// Answers as they arrive on a connection: each one's status and `ETag` ("200 <tag>") once its
/// whole body is in.
private struct AnswerStream {
    private var bytes: [UInt8] = []
    private var start = 0

    mutating func append(_ chunk: [UInt8]) -> [String?] {
        bytes += chunk
        var answers: [String?] = []
        while let (answer, end) = next() {
            answers.append(answer)
            start = end
        }
        if start > 1 << 20 {
            bytes.removeFirst(start)
            start = 0
        }
        return answers
    }

    private func next() -> (String?, Int)? {
        guard let answer = RawHTTP.answer(in: bytes, from: start, isHead: false) else { return nil }
        return (RawHTTP.entityTag(in: answer.head).map { "\(answer.status) \($0)" }, answer.end)
    }
}
