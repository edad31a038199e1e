import Hummingbird
import Logging
import NIOCore

/// Builds the stand-in API as a Hummingbird application, for HummingbirdTesting's
/// `app.test(.router) { client in … }` or to run with `runService()`.
///
/// - Parameters:
///   - configuration: address, base URL, limits.
///   - faults: the faults in force; keep a reference to change them while it runs.
///   - stats: request counters; keep a reference to read them.
///   - logger: where the server logs; a quiet one by default.
public func buildStubAPIApplication(
    configuration: StubAPIConfiguration = StubAPIConfiguration(),
    faults: StubFaults = StubFaults(),
    stats: StubStats = StubStats(),
    logger: Logger = Logger(label: "rmfeed-stub-api")
) -> some ApplicationProtocol {
    let runtime = StubAPIRuntime(configuration: configuration, faults: faults, stats: stats)
    return makeStubAPIApplication(runtime: runtime, logger: logger) { _ in }
}

/// The application around a runtime; `onBound` gets the port actually bound (port 0 picks one).
func makeStubAPIApplication(
    runtime: StubAPIRuntime,
    logger: Logger,
    onBound: @escaping @Sendable (Int) async -> Void
) -> some ApplicationProtocol {
    let router = Router(context: StubRequestContext.self)
    if runtime.configuration.latency > .zero {
        router.add(middleware: LatencyMiddleware(runtime: runtime))
    }
    // First, so it also wraps the not-found answer for paths no route matches.
    router.add(middleware: NoRouteMiddleware())
    CharacterController(runtime: runtime).addRoutes(to: router)
    AvatarController(runtime: runtime).addRoutes(to: router)
    EpisodeLocationController(runtime: runtime).addRoutes(to: router)
    AdminController(runtime: runtime).addRoutes(to: router)
    let configuration = runtime.configuration
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "rmfeed-stub-api"),
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? configuration.port
            runtime.serverBound(port: port)
            logger.info("rmfeed-stub-api serving", metadata: ["baseURL": "\(runtime.baseURL)"])
            await onBound(port)
        },
        logger: logger
    )
}
