import NIOConcurrencyHelpers
import NIOCore

/// The connections a `RawHTTPServer` has set up but its accept loop has not yet taken. NIO can
/// drop one of them when the listener closes (it never reaches the loop, stays open because the
/// event loop holds it, and traps once it closes unfinished: "Deinited NIOAsyncWriter"). The
/// server finishes and closes whatever is left here when it stops.
final class UnclaimedConnections: Sendable {
    typealias Connection = NIOAsyncChannel<ByteBuffer, ByteBuffer>

    private let state = NIOLockedValueBox((refusing: false, held: [ObjectIdentifier: Connection]()))

    /// Wraps an accepted channel and holds it until the loop claims it; once the server is
    /// stopping, closes the channel instead (NIO leaves a channel whose setup failed open).
    /// Deciding and holding under one lock means `takeAll` after `refuseNew` misses none.
    func admit(_ channel: any Channel) throws -> Connection {
        try state.withLockedValue { state in
            guard !state.refusing else {
                channel.close(promise: nil)
                throw Refused()
            }
            let connection = try Connection(wrappingChannelSynchronously: channel)
            state.held[ObjectIdentifier(channel)] = connection
            return connection
        }
    }

    func claim(_ connection: Connection) {
        _ = state.withLockedValue { $0.held.removeValue(forKey: ObjectIdentifier(connection.channel)) }
    }

    func refuseNew() {
        state.withLockedValue { $0.refusing = true }
    }

    func takeAll() -> [Connection] {
        state.withLockedValue { state in
            defer { state.held.removeAll() }
            return Array(state.held.values)
        }
    }

    struct Refused: Error {}
}
