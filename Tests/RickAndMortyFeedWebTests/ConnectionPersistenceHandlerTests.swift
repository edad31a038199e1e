import NIOCore
import NIOEmbedded
import NIOHTTP1
@testable import RickAndMortyFeedWeb
import Testing

/// Whether a connection stays open after each answer (`ConnectionPersistence`), on NIO's
/// embedded channel: what the request becomes for Hummingbird, and what the answer says.
@Suite struct ConnectionPersistenceHandlerTests {
    /// The request head as handed on, and the final answer's head as sent, for a request
    /// `head` answered by `answer`.
    private static func exchange(
        _ head: HTTPRequestHead, answer: HTTPResponseHead = HTTPResponseHead(version: .http1_1, status: .ok)
    ) throws -> (request: HTTPRequestHead, answer: HTTPResponseHead) {
        let channel = EmbeddedChannel(handler: ConnectionPersistenceHandler())
        try channel.writeInbound(HTTPServerRequestPart.head(head))
        guard case .head(let handedOn)? = try channel.readInbound(as: HTTPServerRequestPart.self) else { throw Unexpected() }
        try channel.writeOutbound(HTTPServerResponsePart.head(answer))
        guard case .head(let sent)? = try channel.readOutbound(as: HTTPServerResponsePart.self) else { throw Unexpected() }
        return (handedOn, sent)
    }

    private struct Unexpected: Error {}

    private static func head(_ version: HTTPVersion, _ method: HTTPMethod = .GET, _ uri: String = "/", _ headers: HTTPHeaders = [:]) -> HTTPRequestHead {
        HTTPRequestHead(version: version, method: method, uri: uri, headers: headers)
    }

    @Test func http10Request_withoutKeepAlive_endsTheConnection_andIsAnsweredInHTTP10() throws {
        let (request, answer) = try Self.exchange(Self.head(.http1_0))

        #expect(request.headers["connection"] == ["close"])
        #expect(answer.version == .http1_0)
        #expect(answer.headers["connection"] == ["close"])
    }

    @Test func http10Request_askingForKeepAlive_isAnsweredWithKeepAlive() throws {
        let (request, answer) = try Self.exchange(Self.head(.http1_0, .GET, "/", ["Connection": "keep-alive"]))

        #expect(!request.headers["connection"].contains("close"))
        #expect(answer.version == .http1_0)
        #expect(answer.headers["connection"] == ["keep-alive"])
    }

    @Test func http10KeepAliveRequest_whoseRouteEndsTheConnection_saysClose() throws {
        let answer = HTTPResponseHead(version: .http1_1, status: .ok, headers: ["Connection": "close"])

        let exchanged = try Self.exchange(Self.head(.http1_0, .GET, "/", ["Connection": "keep-alive"]), answer: answer)

        #expect(exchanged.answer.headers["connection"] == ["close"])
    }

    @Test(arguments: [["Content-Length": "5"], ["Transfer-Encoding": "chunked"]] as [HTTPHeaders])
    func requestAnnouncingABody_endsTheConnection(framing: HTTPHeaders) throws {
        let (request, answer) = try Self.exchange(Self.head(.http1_1, .GET, "/characters/5/image", framing))

        #expect(request.headers["connection"] == ["close"])
        #expect(answer.headers["connection"] == ["close"])
    }

    @Test func graphQLPost_withinItsLimit_keepsTheConnection() throws {
        let (request, answer) = try Self.exchange(Self.head(.http1_1, .POST, GraphQLController.path, ["Content-Length": "40"]))

        #expect(request.headers["connection"].isEmpty)
        #expect(answer.headers["connection"].isEmpty)
        #expect(answer.version == .http1_1)
    }

    @Test func interimAnswer_isNotTheRequestsAnswer() throws {
        let channel = EmbeddedChannel(handler: ConnectionPersistenceHandler())
        try channel.writeInbound(HTTPServerRequestPart.head(Self.head(.http1_0, .POST, GraphQLController.path, ["Content-Length": "40"])))
        try channel.writeOutbound(HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: .continue)))
        try channel.writeOutbound(HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: .ok)))

        guard case .head(let interim)? = try channel.readOutbound(as: HTTPServerResponsePart.self),
              case .head(let finalAnswer)? = try channel.readOutbound(as: HTTPServerResponsePart.self)
        else { throw Unexpected() }

        #expect(interim.headers["connection"].isEmpty)
        #expect(finalAnswer.version == .http1_0)
        #expect(finalAnswer.headers["connection"] == ["close"])
    }
}
