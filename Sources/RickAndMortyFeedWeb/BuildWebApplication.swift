import Foundation
import Hummingbird
import Logging
import RickAndMortyApp
import RickAndMortyFeed

/// The web app of `rmfeed serve` over a composed `FeedApp`: the feed page, the detail page, the
/// image route, static assets and `/healthz`, with request logging and security headers.
/// Tests call it directly and drive it with Hummingbird's test client.
public func buildWebApplication(
    app: FeedApp,
    configuration: WebConfiguration,
    logger: Logger,
    currentDate: @escaping @Sendable () -> Date = Date.init,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    let environment = WebEnvironment(
        app: app,
        feed: RecentRemoteCharactersFeed(
            decoratee: app.feed(preferring: .remote),
            maxAge: configuration.refreshInterval,
            currentDate: currentDate
        ),
        renderer: try await PageRenderer.load(),
        currentDate: currentDate
    )
    let router = Router(context: BasicRequestContext.self)
    router.add(middleware: LogRequestsMiddleware(.info))
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: NotFoundPageMiddleware(environment: environment))
    FeedPageController(environment: environment).addRoutes(to: router)
    CharacterController(environment: environment).addRoutes(to: router)
    StaticAssetsController(environment: environment).addRoutes(to: router)

    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "rmfeed"),
        services: [CacheValidationService(app: app, interval: configuration.cacheValidationInterval, logger: logger)],
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
        logger: logger
    )
}
