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

    /// Whether a request to `url`'s server now would fail at once, unasked: it was found
    /// unreachable and is not due for a check, or another request is checking.
    public func isKnownUnreachable(_ url: URL) -> Bool {
        let origin = Self.origin(of: url)
        return origins.withLockedValue { $0[origin]?.refuses(at: now()) ?? false }
    }

    private func record(_ outcome: Reachability<ContinuousClock.Instant>.Outcome, of decision: Reachability<ContinuousClock.Instant>.Decision, for origin: String) {
        let until = now() + window
        origins.withLockedValue { $0[origin, default: Reachability()].record(outcome, of: decision, until: until) }
    }

    private static func origin(of url: URL) -> String {
        "\(url.scheme ?? "")://\(url.host ?? ""):\(url.port.map(String.init) ?? "")"
    }
}
