import ArgumentParser
import Foundation
import Hummingbird
import Logging
import Metrics
import RickAndMortyApp
import RickAndMortyFeedWeb

/// `rmfeed serve`: the web app on this machine.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the web app: open http://127.0.0.1:8080 in a browser.",
        discussion: """
        The feed page shows the latest characters from the API and the cache when the API cannot \
        be reached; each character has a detail page, and images come from the cache, the API, or \
        the app's placeholder. Stop with Ctrl-C (or SIGTERM): requests in flight are finished first, for up to 10 seconds.
        /api answers the Rick and Morty API's own contract from the cache, reading through from \
        the API for what it does not hold: point any client at <public URL>/api. \
        GET /metrics answers Prometheus' text format (requests by route and status, calls to the \
        API, cache hits and misses, syncs); --no-metrics turns it off. Requests are logged at \
        --log-level debug.
        """
    )

    @OptionGroup var options: GlobalOptions

    @Option(help: "The address to listen on. Keep loopback unless you mean to share your cache with the network.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: ArgumentHelp(
        "A page loaded from the API less than this many seconds ago counts as the latest; 0 asks the API on every view.",
        valueName: "seconds"))
    var refreshInterval = 60

    @Option(help: ArgumentHelp(
        "Once the API could not be reached, views answer from the cache at once for this many seconds; then one request checks whether it is back.",
        valueName: "seconds"))
    var offlineRecheck = 30

    @Option(help: ArgumentHelp(
        "The URL clients reach this server at; every URL in the /api mirror's answers starts with it (default: the address it binds).",
        valueName: "url"))
    var publicURL: String?

    @Option(help: ArgumentHelp(
        "The connections held open at once; past them a new one is answered 503 with Retry-After and closed. Keep it under `ulimit -n`.",
        valueName: "count"))
    var maxConnections = WebConfiguration.defaultMaxConnections

    @Flag(inversion: .prefixedNo, help: "Count requests and answer GET /metrics in Prometheus' text format.")
    var metrics = true

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard refreshInterval >= 0 else { throw ValidationError("--refresh-interval must be 0 or more") }
        guard maxConnections >= 1 else { throw ValidationError("--max-connections must be 1 or more") }
        guard offlineRecheck >= 0 else { throw ValidationError("--offline-recheck must be 0 or more") }
        guard !host.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--host must not be empty") }
        if let publicURL, WebConfiguration.publicURL(publicURL) == nil {
            throw ValidationError("--public-url must be an http or https URL with a host, a port from 1 to 65535 if any, and no query or fragment")
        }
    }

    func run() async throws {
        let exposition = metrics ? PrometheusExposition() : nil
        // Once per process: metrics any library records through swift-metrics land here too.
        if let exposition { MetricsSystem.bootstrap(exposition.factory) }
        let appMetrics = exposition.map { AppMetrics(factory: $0.factory) } ?? .disabled
        try await AppSession.run(options, pooledCache: true, quietLogLevel: .info, metrics: appMetrics,
            reachabilityWindow: .seconds(offlineRecheck)
        ) { app, _, logger in
            let configuration = WebConfiguration(
                host: host, port: port, refreshInterval: TimeInterval(refreshInterval), maxConnections: maxConnections,
                publicURL: publicURL.flatMap(WebConfiguration.publicURL)
            )
            let web = try await buildWebApplication(
                features: app.webFeatures(refreshInterval: configuration.refreshInterval),
                configuration: configuration,
                logger: logger,
                metrics: exposition.map(app.webMetrics),
                mirror: try app.mirrorFeatures(),
                library: app.libraryWebFeatures(),
                onServerRunning: { [host] port in
                    let shown = host.contains(":") ? "[\(host)]" : host
                    printOutput("rmfeed: serving http://\(shown):\(port) (Ctrl-C to stop)")
                }
            )
            // On SIGTERM the API's connections close first: whoever waits on one is answered from
            // the cache (or told it is unavailable) at once, and no new request starts.
            try await runWebApplication(web, configuration: configuration, logger: logger, stopUpstream: { await app.shutdown() })
        }
    }
}
