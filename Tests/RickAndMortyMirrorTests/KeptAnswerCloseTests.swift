import Foundation
import Testing
import TestSupport

/// RFC 9112 (9.6): once an answer said `Connection: close`, the server processes no more
/// requests on the connection. A request announcing a body is refused unread and ends the
/// connection (`ConnectionPersistenceHandler`); a kept request behind it is not answered,
/// neither before the connection's output is closed nor into a closed one.
@Suite(.trackingMemoryLeaks)
struct KeptAnswerCloseTests {
    private static let kept = "/api/character?page=1"
    private static let keptRequest = "GET \(kept) HTTP/1.1\r\nHost: mirror.test\r\n\r\n"
    private static let refusedHead = "POST \(kept) HTTP/1.1\r\nHost: mirror.test\r\nContent-Length: 5\r\n\r\n"

    @Test(arguments: [false, true])
    func keptRequest_behindOneAnsweredWithConnectionClose_isNotAnswered(restSentAfterTheAnswer: Bool) async throws {
        try await RawMirrorServer.with { server in
            let port = server.port
            // Kept: twice, as the first pass's read-through save moves the cache's generation.
            for _ in 1...3 { _ = try await RawHTTP.exchange(port: port, [RawHTTP.Request(text: Self.keptRequest)]) }

            let received = try await onThreadOfItsOwn {
                try Self.refusedThenKept(port: port, restSentAfterTheAnswer: restSentAfterTheAnswer)
            }

            #expect(received.hasPrefix("HTTP/1.1 413 "), "\(received)")
            #expect(received.lowercased().contains("connection: close"), "\(received)")
            #expect(received.components(separatedBy: "HTTP/1.1 ").count == 2, "answers after the one that said close: \(received)")
        }
    }

    /// Sends a request announcing a body, its body and a kept request: in one write, or the head
    /// alone and the rest once the answer (which says `Connection: close`) has come and the
    /// server has ended the connection's output. What the server sent.
    private static func refusedThenKept(port: Int, restSentAfterTheAnswer: Bool) throws -> String {
        let socket = try Socket(port: port)
        defer { socket.close() }
        let rest = Array(("hello" + keptRequest).utf8)
        var received: [UInt8] = []
        if restSentAfterTheAnswer {
            try socket.send(Array(refusedHead.utf8))
            received = try receiveUntilEnded(socket)
            try socket.send(rest)
        } else {
            try socket.send(Array(refusedHead.utf8) + rest)
        }
        received += try receiveUntilEnded(socket)
        return String(decoding: received, as: UTF8.self)
    }

    /// What arrives until the server ends the connection's output.
    private static func receiveUntilEnded(_ socket: Socket) throws -> [UInt8] {
        var received: [UInt8] = []
        while true {
            guard let chunk = try socket.receive(timeout: 10) else {
                throw RawHTTP.Failure(description: "the server kept the connection open: \(String(decoding: received, as: UTF8.self))")
            }
            if chunk.isEmpty { return received }
            received += chunk
        }
    }
}
