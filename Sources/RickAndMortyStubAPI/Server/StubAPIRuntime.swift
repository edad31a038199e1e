import Hummingbird
import NIOConcurrencyHelpers
import Synchronization

/// The shared state behind the routes of one stub application: faults, counters, the
/// catalogue, the avatar cache, and what `stop()` needs to end waits and drain requests.
final class StubAPIRuntime: Sendable {
    let configuration: StubAPIConfiguration
    let faults: StubFaults
    let stats: StubStats
    let entityTags = StubEntityTags()
    let release = ReleaseSignal()
    let avatars: AvatarCache
    /// How the latency is waited out; `nil` sleeps, cut short when the server stops. Tests hand
    /// in their own to see who waits, and for how long, without timing anything.
    private let latencyWait: (@Sendable (Duration) async -> Void)?
    private let catalogs = CatalogStore()
    private let boundPort = NIOLockedValueBox<Int?>(nil)
    // An atomic, not a lock: every request touches it, twice.
    private let inFlight = Atomic(0)

    init(
        configuration: StubAPIConfiguration, faults: StubFaults, stats: StubStats,
        latencyWait: (@Sendable (Duration) async -> Void)? = nil
    ) {
        self.configuration = configuration
        self.faults = faults
        self.stats = stats
        self.latencyWait = latencyWait
        avatars = AvatarCache(budgetBytes: configuration.avatarCacheBytes)
    }

    var baseURL: String {
        configuration.baseURL ?? configuration.defaultBaseURL(port: boundPort.withLockedValue { $0 } ?? configuration.port)
    }

    var catalog: StubCatalog {
        catalogs.catalog(baseURL: baseURL)
    }

    var requestsInFlight: Int { inFlight.load(ordering: .acquiring) }

    /// Waits out `configuration.latency` for one request.
    func waitForLatency() async {
        let latency = configuration.latency
        guard latency > .zero else { return }
        if let latencyWait {
            await latencyWait(latency)
        } else {
            await release.pause(for: latency)
        }
    }

    func serverBound(port: Int) {
        boundPort.withLockedValue { $0 = port }
    }

    /// Runs one API request: counts it, applies the faults in force, then answers.
    func respond(
        to route: StubRoute, request: Request, context: StubRequestContext, answer: @Sendable (_ hostile: Bool) -> StubBody
    ) async -> Response {
        inFlight.add(1, ordering: .acquiringAndReleasing)
        defer { inFlight.subtract(1, ordering: .acquiringAndReleasing) }
        stats.record(route)
        let plan = faults.take(for: route)
        await release.pause(for: plan.delay)
        switch plan.replacement {
        case .some(let kind):
            return await FaultResponses.response(for: kind, runtime: self, request: request, channel: context.channel) {
                answer(plan.hostileStrings)
            }
        case .none:
            let response = entityTags.response(answer(plan.hostileStrings), request: request)
            stats.recordBodyBytes(response.body.contentLength ?? 0)
            return response
        }
    }
}
