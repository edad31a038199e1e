import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// A well-behaved HTTP server (Hummingbird) on 127.0.0.1, for the courses where the client
/// must interoperate with a real framework: statuses, redirects, fixed and chunked bodies.
///
/// Routes: `/hello`, `/status/{code}`, `/redirect/{n}` (n hops to `/arrived`), `/cycle/a`
/// ↔ `/cycle/b`, `/found-without-location`, `/fixed/{bytes}`, `/chunked/{bytes}` (no
/// Content-Length, 1 KiB chunks).
final class FrameworkHTTPServer: Sendable {
    let port: Int
    private let group: ServiceGroup
    private let runner: Task<Void, any Error>

    private init(port: Int, group: ServiceGroup, runner: Task<Void, any Error>) {
        self.port = port
        self.group = group
        self.runner = runner
    }

    static func start() async throws -> FrameworkHTTPServer {
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        var logger = Logger(label: "test-framework-server")
        logger.logLevel = .critical
        let app = Application(
            router: makeRouter(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? 0)
                portContinuation.finish()
            },
            logger: logger
        )
        // Stopped by graceful shutdown, never by cancellation (see RawHTTPServer.stop).
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        let runner = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else {
            await group.triggerGracefulShutdown()
            _ = await runner.result
            throw StartError.notRunning
        }
        return FrameworkHTTPServer(port: port, group: group, runner: runner)
    }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/invalid-test-url")
    }

    func stop() async {
        await group.triggerGracefulShutdown()
        _ = await runner.result
    }

    enum StartError: Error { case notRunning }

    private static func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.get("/hello") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain"], body: .init(byteBuffer: ByteBuffer(string: "Hello, Rick")))
        }
        router.get("/status/{code}") { _, context in
            let code = try context.parameters.require("code", as: Int.self)
            let body = code == 204 ? ResponseBody() : .init(byteBuffer: ByteBuffer(string: "status \(code)"))
            return Response(status: .init(code: code), body: body)
        }
        router.get("/redirect/{hops}") { _, context in
            let hops = try context.parameters.require("hops", as: Int.self)
            return Response(status: .found, headers: [.location: hops > 1 ? "/redirect/\(hops - 1)" : "/arrived"])
        }
        router.get("/arrived") { _, _ in
            Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: "arrived")))
        }
        router.get("/cycle/a") { _, _ in Response(status: .found, headers: [.location: "/cycle/b"]) }
        router.get("/cycle/b") { _, _ in Response(status: .found, headers: [.location: "/cycle/a"]) }
        router.get("/found-without-location") { _, _ in
            Response(status: .found, body: .init(byteBuffer: ByteBuffer(string: "nowhere to go")))
        }
        router.get("/fixed/{bytes}") { _, context in
            let bytes = try context.parameters.require("bytes", as: Int.self)
            return Response(status: .ok, body: .init(byteBuffer: ByteBuffer(repeating: UInt8(ascii: "f"), count: bytes)))
        }
        router.get("/chunked/{bytes}") { _, context in
            let bytes = try context.parameters.require("bytes", as: Int.self)
            return Response(status: .ok, body: ResponseBody { writer in
                var remaining = bytes
                while remaining > 0 {
                    let chunk = min(1024, remaining)
                    try await writer.write(ByteBuffer(repeating: UInt8(ascii: "c"), count: chunk))
                    remaining -= chunk
                }
                try await writer.finish(nil)
            })
        }
        return router
    }
}
