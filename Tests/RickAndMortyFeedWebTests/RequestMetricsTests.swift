import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import RickAndMortyApp
import RickAndMortyFeedWeb
import Testing
import TestSupport

/// `rmfeed_http_requests_total{route,status}` counts the answer a client gets, labelled by the
/// router's pattern: whatever a client sends, the number of series stays that of the routes.
@Suite struct RequestMetricsTests {
    @Test func requests_areCountedByRoutePatternAndTheStatusTheClientGets() async throws {
        let exposition = PrometheusExposition()
        try await InProcessWebHarness.with(metrics: Self.metrics(exposition)) { harness, client in
            harness.update { $0.characters[1] = InProcessWebHarness.character(id: 1, name: "Rick") }
            _ = try await client.execute(uri: "/characters/1", method: .get)
            _ = try await client.execute(uri: "/characters/1", method: .head)
            _ = try await client.execute(uri: "/characters/2", method: .get)
            _ = try await client.execute(uri: "/", method: .post)
            _ = try await client.execute(uri: "/", method: HTTPRequest.Method("PROPFIND") ?? .get)
            let metrics = try await client.execute(uri: "/metrics", method: .get)

            #expect(metrics.status == .ok)
            let samples = PrometheusSamples(String(buffer: metrics.body))
            let name = "rmfeed_http_requests_total"
            #expect(samples.value(name, ["route": "/characters/{id}", "status": "200"]) == 2)
            #expect(samples.value(name, ["route": "/characters/{id}", "status": "404"]) == 1)
            #expect(samples.value(name, ["route": "/", "status": "405"]) == 1)
            #expect(samples.value(name, ["route": "unmatched", "status": "501"]) == 1)
        }
    }

    @Test func requests_toThousandsOfInventedPaths_makeOneSeries() async throws {
        let exposition = PrometheusExposition()
        try await InProcessWebHarness.with(metrics: Self.metrics(exposition)) { _, client in
            for number in 0..<1_000 {
                _ = try await client.execute(uri: "/invented/\(number)?q=\(number)", method: .get)
            }
            let samples = PrometheusSamples(String(decoding: exposition.text(), as: UTF8.self))

            #expect(samples.named("rmfeed_http_requests_total").count == 1)
            #expect(samples.value("rmfeed_http_requests_total", ["route": "unmatched", "status": "404"]) == 1_000)
        }
    }

    @Test(arguments: ["/metrics/", "//metrics", "/metrics//", "///metrics", "/./metrics", "/x/../metrics"])
    func metrics_underAnotherSpellingOfItsPath_isNotFound(path: String) async throws {
        try await InProcessWebHarness.with(metrics: Self.metrics(PrometheusExposition())) { _, client in
            let response = try await client.execute(uri: path, method: .get)

            #expect(response.status == .notFound)
            #expect(!String(buffer: response.body).contains("rmfeed_"))
        }
    }

    @Test func metrics_withoutMetrics_isNotARoute() async throws {
        try await InProcessWebHarness.with { _, client in
            let response = try await client.execute(uri: "/metrics", method: .get)

            #expect(response.status == .notFound)
        }
    }

    private static func metrics(_ exposition: PrometheusExposition) -> WebMetrics {
        WebMetrics(factory: exposition.factory) { exposition.text() }
    }
}
