import Hummingbird
import Logging
import ServiceLifecycle
import Synchronization

/// The stand-in API running on a real socket in this process, for end-to-end tests:
///
///     let server = try await StubAPIServer.start()           // 127.0.0.1, a free port
///     let client = MyClient(baseURL: server.baseURL)          // http://127.0.0.1:PORT/api
///     server.faults.inject(.http502, scope: .characters, count: 1)
///     #expect(server.stats.count(.characterPage) == 1)
///     await server.stop()
///
/// Always `stop()` it: that releases hanging requests, lets in-flight ones finish, and closes the port.
public final class StubAPIServer: Sendable {
    /// The API root, e.g. `http://127.0.0.1:54321/api`.
    public let baseURL: String
    /// The port actually bound.
    public let port: Int
    /// The faults in force; change them at any time.
    public let faults: StubFaults
    /// Request counters.
    public let stats: StubStats
    /// Entity tags and 304s on JSON answers; off until enabled.
    public let entityTags: StubEntityTags

    private let runtime: StubAPIRuntime
    private let group: ServiceGroup
    private let task: Task<Void, Never>

    private init(port: Int, runtime: StubAPIRuntime, group: ServiceGroup, task: Task<Void, Never>) {
        self.port = port
        self.runtime = runtime
        self.group = group
        self.task = task
        baseURL = runtime.baseURL
        faults = runtime.faults
        stats = runtime.stats
        entityTags = runtime.entityTags
    }

    /// Starts serving and returns once the port is bound.
    /// - Parameters:
    ///   - port: 0 (the default) picks a free port.
    ///   - baseURL: the base URL for links; `nil` means `http://HOST:PORT/api`.
    ///   - maxHang: how long a `.hang` fault holds a request at most.
    ///   - latency: how long every response waits before it is sent (see `StubAPIConfiguration`).
    public static func start(
        host: String = "127.0.0.1",
        port: Int = 0,
        baseURL: String? = nil,
        faults: StubFaults = StubFaults(),
        maxHang: Duration = .seconds(120),
        latency: Duration = .zero,
        logger: Logger? = nil
    ) async throws -> StubAPIServer {
        let configuration = StubAPIConfiguration(host: host, port: port, baseURL: baseURL, maxHang: maxHang, latency: latency)
        return try await start(configuration: configuration, faults: faults, logger: logger)
    }

    /// Starts serving `configuration`; `latencyWait` replaces the latency's sleep (for tests).
    static func start(
        configuration: StubAPIConfiguration,
        faults: StubFaults,
        logger: Logger?,
        latencyWait: (@Sendable (Duration) async -> Void)? = nil
    ) async throws -> StubAPIServer {
        let runtime = StubAPIRuntime(configuration: configuration, faults: faults, stats: StubStats(), latencyWait: latencyWait)
        let bound = OneShot<Int>()
        let logger = logger ?? quietLogger
        let app = makeStubAPIApplication(runtime: runtime, logger: logger) { bound.succeed($0) }
        // Stopped by graceful shutdown, never by cancellation: cancelling a NIO server while an
        // accepted connection is still queued traps in NIO ("Deinited NIOAsyncWriter").
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        let task = Task {
            do {
                try await group.run()
                bound.fail(StubAPIServerError.stoppedBeforeBinding)
            } catch {
                bound.fail(error)
            }
        }
        do {
            let boundPort = try await bound.value(timeout: .seconds(30))
            return StubAPIServer(port: boundPort, runtime: runtime, group: group, task: task)
        } catch {
            await group.triggerGracefulShutdown()
            await task.value
            throw error
        }
    }

    /// Stops promptly: ends slow and hanging waits, gives in-flight requests up to two
    /// seconds to finish, then shuts the server down gracefully and waits for it to close.
    public func stop() async {
        runtime.release.release()
        let deadline = ContinuousClock.now + .seconds(2)
        while runtime.requestsInFlight > 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        await group.triggerGracefulShutdown()
        await task.value
    }

    private static var quietLogger: Logger {
        var logger = Logger(label: "rmfeed-stub-api")
        logger.logLevel = .warning
        return logger
    }
}

/// Why `StubAPIServer.start` failed without a more specific error.
public enum StubAPIServerError: Error, Sendable {
    case stoppedBeforeBinding
    case timedOut
}
