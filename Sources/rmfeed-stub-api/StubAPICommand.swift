import ArgumentParser
import Logging
import RickAndMortyStubAPI

/// `rmfeed-stub-api`: the local stand-in for the Rick and Morty API.
@main
struct StubAPICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rmfeed-stub-api",
        abstract: "A local stand-in for the Rick and Morty API, with generated data and fault injection.",
        discussion: """
            Serves the API's contract under /api from a deterministic set of 826 generated characters: \
            GET /api/character?page=N&name=&status=&species=&type=&gender=, GET /api/character/{id}, \
            GET /api/character/1,2,3 and GET /api/character/avatar/{id}.jpeg; 51 episodes and 126 locations \
            linked with them: GET /api/episode?page=N&name=&episode=, GET /api/location?page=N&name=&type=&dimension=, \
            GET /api/episode/{id} and /api/location/{id}, one id or a list, as for characters. \
            Links point at --base-url.

            Avatars: every 7th id is a PNG behind the .jpeg name, every 50th is not 300x300, and id 19 is \
            missing (404), as on the real API; all are served as image/jpeg.

            Faults can be set at start with --fault and changed while running over HTTP:
              curl -X POST localhost:8081/_stub/faults -d '{"kind":"http502","scope":"characters","count":2}'
              curl -X PUT localhost:8081/_stub/faults -d '[{"kind":"slow","delayMs":500}]'
              curl -X DELETE localhost:8081/_stub/faults
              curl localhost:8081/_stub/stats

            Fault kinds: \(StubFaultKind.allCases.map(\.rawValue).joined(separator: ", ")). \
            Scopes: characters, episodes, locations, avatars, all. GET /healthz answers 200.
            """
    )

    @Option(help: "The address to bind. Keep loopback unless you mean to share the stub.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8081

    @Option(help: "The base URL written into next/prev/url/image links (default: http://HOST:PORT/api).")
    var baseURL: String?

    @Option(
        name: .customLong("fault"),
        help: ArgumentHelp(
            "A fault in force from the start; repeatable.",
            discussion: "Form: KIND[=DELAY_MS][:SCOPE][:COUNT], e.g. http502, slow=800:avatars, truncatedBody:characters:3.",
            valueName: "fault"),
        transform: { specification in
            guard let fault = StubFault(specification: specification) else {
                throw ValidationError("Invalid --fault '\(specification)'. Use KIND[=DELAY_MS][:SCOPE][:COUNT].")
            }
            return fault
        })
    var faults: [StubFault] = []

    @Option(help: "Delay every API answer by this many milliseconds (same as --fault slow=N).")
    var delayMs: Int?

    @Option(
        name: .customLong("latency"),
        help: ArgumentHelp(
            "Delay every response by this many milliseconds, as a slow link would.",
            discussion: "Each request waits on its own, so other connections are answered meanwhile; faults cannot clear it.",
            valueName: "ms"))
    var latencyMs: Int?

    @Option(help: "The longest a hang fault holds a request, in seconds.")
    var maxHangSeconds = 120

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel: String = "info"

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        if let delayMs, delayMs < 0 { throw ValidationError("--delay-ms must not be negative.") }
        if let latencyMs, latencyMs < 0 { throw ValidationError("--latency must not be negative.") }
        guard maxHangSeconds > 0 else { throw ValidationError("--max-hang-seconds must be positive.") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("Unknown --log-level '\(logLevel)'.") }
        if let baseURL, !(baseURL.hasPrefix("http://") || baseURL.hasPrefix("https://")) {
            throw ValidationError("--base-url must start with http:// or https://.")
        }
    }

    func run() async throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        var logger = Logger(label: "rmfeed-stub-api")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        let initialFaults = faults + (delayMs.map { [StubFault(.slow, delayMs: $0)] } ?? [])
        let server = try await StubAPIServer.start(
            host: host, port: port, baseURL: baseURL, faults: StubFaults(initialFaults),
            maxHang: .seconds(maxHangSeconds), latency: .milliseconds(latencyMs ?? 0), logger: logger
        )
        let signal = await ShutdownSignals.next()
        logger.info("Shutting down", metadata: ["signal": "\(signal)"])
        // stop() also ends hanging and slow requests, so a pending hang fault never delays the exit.
        await server.stop()
    }
}
