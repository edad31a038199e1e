import NIOCore
import NIOEmbedded
import NIOHTTP1
@testable import RickAndMortyFeedWeb
import Testing

/// The whole request, head and body, within its limit from its first byte (`RequestReadClock`),
/// on NIO's embedded channel and clock: `RequestReadTimeoutHandler` on the bytes, the request
/// decoder, and `ConnectionPersistenceHandler` saying when a request ended.
@Suite struct RequestReadTimeoutTests {
    private static let limit = TimeAmount.seconds(10)

    private static func connection() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandlers([
            RequestReadTimeoutHandler(limit: limit),
            ByteToMessageHandler(HTTPRequestDecoder()),
            ConnectionPersistenceHandler(),
        ])
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        return channel
    }

    @Test func requestHeadTrickledIn_isClosedAtItsLimit_notBefore() throws {
        let channel = try Self.connection()
        try channel.writeInbound(ByteBuffer(string: "GET /healthz HTTP/1.1\r\n"))
        channel.embeddedEventLoop.advanceTime(by: .seconds(5))
        try channel.writeInbound(ByteBuffer(string: "Host: localhost\r\n"))
        channel.embeddedEventLoop.advanceTime(by: .seconds(4))
        #expect(channel.isActive)

        channel.embeddedEventLoop.advanceTime(by: .seconds(1))

        #expect(!channel.isActive)
    }

    @Test func bodyTrickledIn_isClosedAtTheRequestsLimit() throws {
        let channel = try Self.connection()
        try channel.writeInbound(ByteBuffer(string: "POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\n"))
        for byte in ["{", "}", " "] {
            channel.embeddedEventLoop.advanceTime(by: .seconds(3))
            try channel.writeInbound(ByteBuffer(string: byte))
        }
        #expect(channel.isActive)

        channel.embeddedEventLoop.advanceTime(by: .seconds(1))

        #expect(!channel.isActive)
    }

    @Test func keptAliveConnection_waitingForItsNextRequest_isNotClosed() throws {
        let channel = try Self.connection()
        try channel.writeInbound(ByteBuffer(string: "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n"))

        channel.embeddedEventLoop.advanceTime(by: .seconds(60))

        #expect(channel.isActive)
    }

    @Test func nextRequestTrickledIn_afterOneReadInTime_isClosedAtItsOwnLimit() throws {
        let channel = try Self.connection()
        try channel.writeInbound(ByteBuffer(string: "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n"))
        channel.embeddedEventLoop.advanceTime(by: .seconds(8))
        try channel.writeInbound(ByteBuffer(string: "GET /healthz HTTP/1.1\r\n"))
        // The first request's deadline passes while the second is being read: not the second's.
        channel.embeddedEventLoop.advanceTime(by: .seconds(9))
        #expect(channel.isActive)

        channel.embeddedEventLoop.advanceTime(by: .seconds(1))

        #expect(!channel.isActive)
    }
}

/// `RequestReadClock` on its own: one timer per connection, whatever the number of requests.
@Suite struct RequestReadClockTests {
    private static let start = NIODeadline.uptimeNanoseconds(1_000_000_000)

    @Test func firstByte_armsTheTimer_andLaterBytesOfTheSameRequestNeitherArmNorMoveIt() {
        var clock = RequestReadClock(limit: .seconds(10))

        #expect(clock.bytesArrived(now: Self.start) == .schedule(Self.start + .seconds(10)))
        #expect(clock.bytesArrived(now: Self.start + .seconds(1)) == .none)
        #expect(clock.timerFired(now: Self.start + .seconds(10)) == .close)
    }

    @Test func requestsEndingBeforeTheTimer_armNoOtherTimer_andTheTimerThenStops() {
        var clock = RequestReadClock(limit: .seconds(10))
        _ = clock.bytesArrived(now: Self.start)
        clock.requestEnded()

        #expect(clock.bytesArrived(now: Self.start + .seconds(2)) == .none)
        clock.requestEnded()
        #expect(clock.timerFired(now: Self.start + .seconds(10)) == .none)
        #expect(clock.bytesArrived(now: Self.start + .seconds(20)) == .schedule(Self.start + .seconds(30)))
    }

    @Test func timerFiringWhileALaterRequestIsRead_waitsForThatRequestsDeadline() {
        var clock = RequestReadClock(limit: .seconds(10))
        _ = clock.bytesArrived(now: Self.start)
        clock.requestEnded()
        _ = clock.bytesArrived(now: Self.start + .seconds(4))

        #expect(clock.timerFired(now: Self.start + .seconds(10)) == .schedule(Self.start + .seconds(14)))
        #expect(clock.timerFired(now: Self.start + .seconds(14)) == .close)
    }
}
