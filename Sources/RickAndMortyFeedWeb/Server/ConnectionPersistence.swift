import Foundation
import NIOCore
import NIOHTTP1

/// Whether the connection stays open after each answer, decided per request where its HTTP
/// version is still known (Hummingbird's request no longer has it). `ConnectionPersistenceHandler`
/// runs it.
///
/// - An HTTP/1.0 request without `Connection: keep-alive` (or any request with
///   `Connection: close`) ends the connection after its answer.
/// - A request announcing a body (`Content-Length` above 0, or `Transfer-Encoding`) ends it
///   too, but for a `POST /graphql` within its limit: no other route takes a long body, so it
///   is refused unread (`RequestBodyRefusalMiddleware`), and the server must not then wait for
///   bytes it will never use.
///
/// Hummingbird closes after the answer when the request says `Connection: close`, so that is
/// what such a request is given; its answer says so as well, in the request's own HTTP version
/// (an HTTP/1.0 client then never gets a chunked body). An HTTP/1.0 keep-alive request's answer
/// says `Connection: keep-alive`, which such a client needs to reuse the connection, unless the
/// route ends the connection itself and says `close`.
struct ConnectionPersistence {
    private struct Answer {
        let version: HTTPVersion
        let keepAlive: Bool
    }

    /// One entry per request read and not yet answered, in order (requests may be pipelined).
    private var unanswered: CircularBuffer<Answer> = []

    /// A request's head as read; the head to hand on.
    mutating func requestHead(_ head: HTTPRequestHead) -> HTTPRequestHead {
        var head = head
        let keepAlive = head.isKeepAlive && (!Self.announcesBody(head.headers) || Self.isReadGraphQLPost(head))
        if !keepAlive {
            head.headers.replaceOrAdd(name: "connection", value: "close")
        }
        unanswered.append(Answer(version: head.version, keepAlive: keepAlive))
        return head
    }

    /// A final answer's head (not an interim `100 Continue`); the head to send, in its request's
    /// version and saying whether the connection stays.
    mutating func answerHead(_ head: HTTPResponseHead) -> HTTPResponseHead {
        guard let answer = unanswered.popFirst() else { return head }
        var head = head
        head.version = answer.version
        if !answer.keepAlive {
            head.headers.replaceOrAdd(name: "connection", value: "close")
        } else if answer.version == .http1_0, !Self.saysClose(head.headers) {
            head.headers.replaceOrAdd(name: "connection", value: "keep-alive")
        }
        return head
    }

    /// The route ends the connection after this answer itself (see `CharacterController.image`).
    static func saysClose(_ headers: HTTPHeaders) -> Bool {
        headers[canonicalForm: "connection"].contains { $0.lowercased() == "close" }
    }

    /// `POST /graphql` with a `Content-Length` it reads whole: Apollo clients send every query so,
    /// and the connection stays open for the next one.
    static func isReadGraphQLPost(_ head: HTTPRequestHead) -> Bool {
        guard head.method == .POST, head.uri == GraphQLController.path, !head.headers.contains(name: "transfer-encoding") else { return false }
        let lengths = head.headers["content-length"]
        guard lengths.count == 1, let length = Int(lengths[0].trimmingCharacters(in: .whitespaces)) else { return false }
        return length <= GraphQLController.maxBodyBytes
    }

    static func announcesBody(_ headers: HTTPHeaders) -> Bool {
        if headers.contains(name: "transfer-encoding") { return true }
        return headers["content-length"].contains { Int($0.trimmingCharacters(in: .whitespaces)) != 0 }
    }
}
