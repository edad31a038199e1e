import Hummingbird
import NIOCore

extension ResponseBody {
    /// Every byte the body writes, in one buffer, for a middleware that rewrites a whole page.
    func collected(capacity: Int) async throws -> ByteBuffer {
        let collector = CollectingWriter(capacity: capacity)
        try await write(collector)
        return collector.buffer
    }
}

private final class CollectingWriter: ResponseBodyWriter {
    var buffer: ByteBuffer

    init(capacity: Int) {
        buffer = ByteBuffer()
        buffer.reserveCapacity(capacity)
    }

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        self.buffer.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
