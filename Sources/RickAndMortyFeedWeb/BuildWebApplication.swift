import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import RickAndMortyFeed
import ServiceLifecycle
import UnixSignals

/// The web app of `rmfeed serve` over the feed's `features` (composed by the composition root):
/// the feed page, the detail page, the image route, static assets and `/healthz`, with request
/// logging and security headers; with `metrics`, every answer is counted and `GET /metrics`
/// answers the counts; with `mirror`, `/api` answers the API's own contract (`MirrorController`); with `library`,
/// the pages show the personal library's toggles and `/favorites` (`LibraryController`). Tests call it directly and drive it with Hummingbird's test client.
public func buildWebApplication(
    features: WebFeatures,
    configuration: WebConfiguration,
    logger: Logger,
    metrics: WebMetrics? = nil,
    mirror: MirrorFeatures? = nil,
    library: LibraryWebFeatures? = nil,
    currentDate: @escaping @Sendable () -> Date = Date.init,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    let environment = WebEnvironment(
        features: features,
        renderer: try await PageRenderer.load(),
        currentDate: currentDate,
        library: library
    )
    let origins = AllowedOrigins(publicURL: configuration.publicURL, host: configuration.host, port: configuration.port)
    // Every GET route answers HEAD too (see `HTTPMethodsMiddleware`).
    let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
    let counters = metrics.map { RequestCounters(factory: $0.factory) }
    if let counters {
        router.add(middleware: RequestMetricsMiddleware(counters: counters))
    }
    // A line per request at debug only (`rmfeed serve --verbose`): at info, logging every request
    // was a measured cost of serving a page, and a server's log is for what goes wrong.
    let requestLines = Logger.Level.debug
    router.add(middleware: LogRequestsMiddleware(requestLines))
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: HostNameMiddleware(origins: origins))
    router.add(middleware: HTMLCompressionMiddleware())
    router.add(middleware: HTTPMethodsMiddleware())
    // Inside HEAD's stripping, so HEAD's Content-Length is the themed page's.
    router.add(middleware: ThemeMiddleware())
    router.add(middleware: RequestBodyRefusalMiddleware())
    // Inside the theme and the compression, so one kept page serves every theme and encoding.
    router.add(middleware: KeptOfflinePagesMiddleware(environment: environment))
    router.add(middleware: NotFoundPageMiddleware(environment: environment))
    FeedPageController(environment: environment).addRoutes(to: router)
    CharacterController(environment: environment).addRoutes(to: router)
    LinkedResourceController.episodes(environment).addRoutes(to: router)
    LinkedResourceController.locations(environment).addRoutes(to: router)
    SearchController(environment: environment).addRoutes(to: router)
    StatsController(environment: environment).addRoutes(to: router)
    if let library { LibraryController(environment: environment, library: library, origins: origins).addRoutes(to: router) }
    StaticAssetsController(environment: environment).addRoutes(to: router)
    ThemeController().addRoutes(to: router)
    if let metrics { MetricsController(metrics: metrics).addRoutes(to: router) }
    let mirrorBase = MirrorBaseURL(publicURL: configuration.publicURL, host: configuration.host, port: configuration.port)
    if let mirror {
        try MirrorController(features: mirror, base: mirrorBase, openAPI: .load(), currentDate: currentDate).addRoutes(to: router)
        try GraphQLController(mirror: mirror, base: mirrorBase, currentDate: currentDate).addRoutes(to: router)
    }

    return Application(
        router: router,
        server: .web(
            idleTimeout: configuration.idleTimeout, headerReadTimeout: configuration.headerReadTimeout,
            maxConnections: configuration.maxConnections
        ),
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: webServerName),
        services: [
            CacheValidationService(validateCache: features.validateCache, interval: configuration.cacheValidationInterval, logger: logger),
            MemoryReturnService(),
        ],
        onServerRunning: { channel in
            try? await channel.eventLoop.submit {
                try channel.pipeline.syncOperations.addHandler(AcceptPauseHandler(logger: logger), position: .first)
            }.get()
            let port = channel.localAddress?.port ?? configuration.port
            mirrorBase.serverStarted(host: configuration.host, port: port)
            origins.serverStarted(host: configuration.host, port: port)
            await onServerRunning(port)
        },
        logger: logger
    )
}

/// The `Server` header of every answer.
let webServerName = "rmfeed"

/// Runs `web` (from `buildWebApplication`) until SIGTERM or SIGINT arrives (when
/// `stopsOnSignals`) or the group's graceful shutdown is triggered. Graceful shutdown stops accepting connections
/// and lets answers in flight finish, for at most `configuration.shutdownTimeout`: then they are
/// cancelled, so a connection that never finishes cannot keep the server running. `stopUpstream`
/// runs first, as the shutdown starts (`UpstreamStopService`).
public func webServiceGroup(
    running web: some ApplicationProtocol,
    configuration: WebConfiguration,
    logger: Logger,
    stopsOnSignals: Bool = true,
    stopUpstream: @escaping @Sendable () async -> Void = {}
) -> ServiceGroup {
    let signals: [UnixSignal] = stopsOnSignals ? [.sigterm, .sigint] : []
    let services: [any Service] = [web, UpstreamStopService(stopUpstream: stopUpstream)]
    var group = ServiceGroupConfiguration(services: services, gracefulShutdownSignals: signals, logger: logger)
    group.maximumGracefulShutdownDuration = configuration.shutdownTimeout
    return ServiceGroup(configuration: group)
}

/// `rmfeed serve`'s run: `web` in `webServiceGroup`, stopped gracefully by SIGTERM or SIGINT;
/// `stopUpstream` ends every request to the API as the shutdown starts.
public func runWebApplication(
    _ web: some ApplicationProtocol,
    configuration: WebConfiguration,
    logger: Logger,
    stopUpstream: @escaping @Sendable () async -> Void = {}
) async throws {
    try await webServiceGroup(running: web, configuration: configuration, logger: logger, stopUpstream: stopUpstream).run()
}
