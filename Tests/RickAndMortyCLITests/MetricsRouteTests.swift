import Foundation
import Testing
import TestSupport

/// `GET /metrics` of `rmfeed serve` (docs/OPERATIONS.md, "Metrics"): Prometheus' text
/// format, requests by route pattern and status, calls to the API, cache hits and misses.
@Suite struct MetricsRouteTests {
    @Test func metrics_countRequestsByRoutePatternAndStatusNeverByRawPath() async throws {
        try await CLIHarness.with { harness in
            let serve = try await RunningServe.start(harness)
            for path in ["/characters/1", "/characters/2", "/characters/2", "/no-such-page", "/no-such-page/42", "/healthz"] {
                _ = await serve.get(path)
            }
            let metrics = await serve.get("/metrics")
            let stopped = await serve.stop()

            #expect(metrics.status == 200, "\(stopped.summary)")
            #expect(metrics.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true, "\(metrics.headers)")
            #expect(metrics.headers["access-control-allow-origin"] == nil)
            #expect(metrics.headers["cache-control"] == "no-store")
            let samples = PrometheusSamples(metrics.body)
            #expect(samples.malformedLines.isEmpty, "\(samples.malformedLines)")
            let requests = "rmfeed_http_requests_total"
            #expect(samples.value(requests, ["route": "/characters/{id}", "status": "200"]) == 3, "\(metrics.body)")
            #expect(samples.value(requests, ["route": "unmatched", "status": "404"]) == 2, "\(metrics.body)")
            #expect(samples.value(requests, ["route": "/healthz", "status": "200"]) == 1, "\(metrics.body)")
            let routes = Set(samples.named(requests).compactMap { $0.labels["route"] })
            #expect(routes == ["/characters/{id}", "unmatched", "/healthz"], "only patterns, never a path a client sent")
        }
    }

    @Test func metrics_countUpstreamCallsFailuresAndCacheHitsAndMisses() async throws {
        try await CLIHarness.with { harness in
            let serve = try await RunningServe.start(harness, ["--refresh-interval", "0"])
            let online = [await serve.get("/").status, await serve.get("/characters/1/image").status, await serve.get("/characters/1/image").status]
            let before = PrometheusSamples(await serve.get("/metrics").body)
            await harness.goOffline()
            let offline = await serve.get("/").status
            let after = PrometheusSamples(await serve.get("/metrics").body)
            let stopped = await serve.stop()

            #expect(online == [200, 200, 200] && offline == 200, "\(stopped.summary)")
            // Page 1 from the API, the image from the API, then from the cache.
            #expect(before.value("rmfeed_cache_misses_total", ["kind": "page"]) == 1)
            #expect(before.value("rmfeed_cache_misses_total", ["kind": "image"]) == 1)
            #expect(before.value("rmfeed_cache_hits_total", ["kind": "image"]) == 1)
            #expect(before.value("rmfeed_upstream_requests_total", ["code": "2xx"]) == 2)
            #expect(before.value("rmfeed_upstream_failures_total") == 0)
            // Offline: the cached page stands in, and the failed call is counted.
            #expect(after.value("rmfeed_cache_hits_total", ["kind": "page"]) == 1)
            #expect(after.value("rmfeed_upstream_requests_total", ["code": "error"]) == 1)
            #expect(after.value("rmfeed_upstream_failures_total") == 1)
            #expect(after.value("rmfeed_cache_characters") == 20)
            #expect(after.value("rmfeed_sync_running") == 0)
        }
    }

    @Test func metrics_countGraphQLRequestsUnderItsRoute_andTheUpstreamCallsOfItsMisses() async throws {
        try await CLIHarness.with { harness in
            let serve = try await RunningServe.start(harness, ["--refresh-interval", "0"])
            let query = "/graphql?query=%7B%20character(id%3A%201)%20%7B%20name%20%7D%20%7D"
            let answers = [await serve.get(query), await serve.get(query), await serve.get("/graphql?query=%7B")]
            let samples = PrometheusSamples(await serve.get("/metrics").body)
            let stopped = await serve.stop()

            #expect(answers.map(\.status) == [200, 200, 400], "\(stopped.summary)")
            #expect(answers[0].body.contains("Rick Sanchez"), "\(answers[0].body)")
            let requests = "rmfeed_http_requests_total"
            #expect(samples.value(requests, ["route": "/graphql", "status": "200"]) == 2)
            #expect(samples.value(requests, ["route": "/graphql", "status": "400"]) == 1)
            // The first asked the API (a cold cache), the second answered from the cache.
            #expect(samples.value("rmfeed_upstream_requests_total", ["code": "2xx"]) == 1)
        }
    }

    @Test func metrics_withNoMetrics_isNotAnswered() async throws {
        try await CLIHarness.with { harness in
            let serve = try await RunningServe.start(harness, ["--no-metrics"])
            let metrics = await serve.get("/metrics").status
            let stopped = await serve.stop()

            #expect(metrics == 404, "\(stopped.summary)")
        }
    }
}
