import Foundation
import NIOConcurrencyHelpers
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

/// The state of syncs in `GET /metrics`'s exposition: running, when the last started and
/// ended, whether it saved everything, and how far it came.
@Suite struct SyncMetricsAcceptanceTests {
    @Test func sync_thatSucceeds_showsItsEndResultAndCounts() async throws {
        try await AcceptanceHarness.with { harness, _ in
            let exposition = PrometheusExposition()
            let app = try harness.makeApp(metrics: AppMetrics(factory: exposition.factory))
            let before = Self.samples(exposition)
            let seenWhileRunning = NIOLockedValueBox<PrometheusSamples?>(nil)

            let report = try await app.syncAll(images: false) { _ in
                seenWhileRunning.withLockedValue { $0 = $0 ?? Self.samples(exposition) }
            }
            let after = Self.samples(exposition)
            await app.shutdown()

            #expect(before.value("rmfeed_sync_running") == 0)
            #expect(before.value("rmfeed_sync_last_end_timestamp_seconds") == 0)
            #expect(seenWhileRunning.withLockedValue { $0 }?.value("rmfeed_sync_running") == 1)
            #expect(after.value("rmfeed_sync_running") == 0)
            #expect(after.value("rmfeed_sync_last_success") == 1)
            #expect(after.value("rmfeed_syncs_total", ["result": "success"]) == 1)
            #expect(after.value("rmfeed_syncs_total", ["result": "failure"]) == 0)
            #expect(after.value("rmfeed_sync_pages") == Double(report.pages))
            #expect(after.value("rmfeed_sync_pages_expected") == Double(report.pages))
            #expect(after.value("rmfeed_sync_last_start_timestamp_seconds") == harness.currentDate.timeIntervalSince1970)
            #expect(after.value("rmfeed_sync_last_end_timestamp_seconds") == harness.currentDate.timeIntervalSince1970)
            #expect(report.pages == 42 + 3 + 7)
            let requests: Double = 3 + 5 + 1 + 1  // each resource's page 1, then 826, 51 and 126 ids 200 a request
            #expect(after.value("rmfeed_upstream_requests_total", ["code": "2xx"]) == requests)
            #expect(after.malformedLines.isEmpty, "\(after.malformedLines)")
        }
    }

    @Test func sync_withoutConnectivity_showsAFailureAndTheFailedCall() async throws {
        try await AcceptanceHarness.with { harness, _ in
            let exposition = PrometheusExposition()
            let app = try harness.makeApp(metrics: AppMetrics(factory: exposition.factory))
            // A sync that succeeds first: the gauge starts at 0, so only a move from 1 shows the failure.
            _ = try await app.syncAll(images: false) { _ in }
            let afterSuccess = Self.samples(exposition)
            await harness.goOffline()

            await #expect(throws: (any Error).self) { try await app.syncAll(images: false) { _ in } }
            let after = Self.samples(exposition)
            await app.shutdown()

            #expect(afterSuccess.value("rmfeed_sync_last_success") == 1)
            #expect(after.value("rmfeed_sync_running") == 0)
            #expect(after.value("rmfeed_sync_last_success") == 0)
            #expect(after.value("rmfeed_syncs_total", ["result": "success"]) == 1)
            #expect(after.value("rmfeed_syncs_total", ["result": "failure"]) == 1)
            // The three resources' first pages are asked at once; the first failure cancels the others.
            #expect((1...3).contains(after.value("rmfeed_upstream_requests_total", ["code": "error"]) ?? 0))
            #expect(after.value("rmfeed_upstream_failures_total") == after.value("rmfeed_upstream_requests_total", ["code": "error"]))
        }
    }

    private static func samples(_ exposition: PrometheusExposition) -> PrometheusSamples {
        PrometheusSamples(String(decoding: exposition.text(), as: UTF8.self))
    }
}
