import Foundation
import NIOConcurrencyHelpers
import RickAndMortyFeed

/// Makes "offline" known at once: after a request found the API unreachable (refused, no such
/// name, no route, no connection in time), the next requests for `window` fail at once with
/// `HTTPTransportError.unreachable` instead of waiting on the network, so the app's cache answers
/// them; one request at a time then checks whether the API is back (`Reachability`). One gate per
/// server origin, shared by everything that asks it.
public final class ReachabilityGate: HTTPClient, ReachabilityReporting {
    /// How long the API counts as unreachable before it is checked again, unless told otherwise.
    public static var defaultWindow: Duration { .seconds(30) }

    private let client: any HTTPClient
    private let window: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let origins = NIOLockedValueBox<[String: Reachability<ContinuousClock.Instant>]>([:])

    /// - Parameters:
    ///   - window: how long requests go straight to failure after the API was found unreachable.
    ///   - now: injected so tests move time without waiting.
    public init(
        client: any HTTPClient,
        window: Duration = ReachabilityGate.defaultWindow,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.client = client
        self.window = window
        self.now = now
    }

    public func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        try await get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: nil)
    }

    public func get(from url: URL, maxBodyBytes: Int, ifNoneMatch: String?) async throws -> HTTPResponse {
        let origin = Self.origin(of: url)
        let decision = origins.withLockedValue { $0[origin, default: Reachability()].decide(at: now()) }
        guard decision != .refuse else {
            throw HTTPTransportError.unreachable("\(origin) was unreachable moments ago; not asked again yet")
        }
        return try await send(url, maxBodyBytes: maxBodyBytes, ifNoneMatch: ifNoneMatch, as: decision, to: origin)
    }

    /// Whether what is shown now comes from the cache alone because `url`'s server was found
    /// unreachable and has not answered since. Within the window, or while another request
    /// checks, it says so at once. Once due for a check, it makes the check (a GET of `url`) and
    /// answers by its outcome, as a view asking the API would have waited for the same check:
    /// views that never ask the API (a cached item, the stats) keep it known without waiting
    /// on the network for the rest of the window. Never with a window of zero: every view asks.
    public func isKnownUnreachable(_ url: URL) async -> Bool {
        guard window > .zero else { return false }
        let found = origins.withLockedValue { state -> (origin: String, decision: Reachability<ContinuousClock.Instant>.Decision)? in
            // Every view asks; while every server answers, no URL is taken apart to say so.
            guard state.values.contains(where: { !$0.isReachable }) else { return nil }
            let origin = Self.origin(of: url)
            guard var reachability = state[origin], !reachability.isReachable else { return nil }
            let decision = reachability.decide(at: now())
            state[origin] = reachability
            return (origin, decision)
        }
        guard let found else { return false }
        let origin = found.origin
        switch found.decision {
        case .refuse: return true
        case .send, .check:
            _ = try? await send(url, maxBodyBytes: Self.checkBodyBytes, ifNoneMatch: nil, as: .check, to: origin)
            return origins.withLockedValue { $0[origin]?.isReachable == false }
        }
    }

    /// The most of a check's answer read: any answer at all says the server is back.
    static var checkBodyBytes: Int { 1 << 20 }

    private func send(
        _ url: URL, maxBodyBytes: Int, ifNoneMatch: String?, as decision: Reachability<ContinuousClock.Instant>.Decision, to origin: String
    ) async throws -> HTTPResponse {
        do {
            let response = try await client.get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: ifNoneMatch)
            record(.answered, of: decision, for: origin)
            return response
        } catch {
            let unreachable = (error as? HTTPTransportError)?.isUnreachable == true
            record(unreachable ? .unreachable : .inconclusive, of: decision, for: origin)
            throw error
        }
    }

    private func record(_ outcome: Reachability<ContinuousClock.Instant>.Outcome, of decision: Reachability<ContinuousClock.Instant>.Decision, for origin: String) {
        let until = now() + window
        origins.withLockedValue { $0[origin, default: Reachability()].record(outcome, of: decision, until: until) }
    }

    private static func origin(of url: URL) -> String {
        "\(url.scheme ?? "")://\(url.host ?? ""):\(url.port.map(String.init) ?? "")"
    }
}
