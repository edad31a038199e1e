import CoreMetrics
import Foundation
import NIOConcurrencyHelpers

/// The state of syncs run by this process, for `GET /metrics`:
/// - `rmfeed_sync_running`: syncs running now (0 or 1 in practice);
/// - `rmfeed_sync_last_start_timestamp_seconds`, `rmfeed_sync_last_end_timestamp_seconds`:
///   Unix times of the last start and end (0 before the first);
/// - `rmfeed_sync_last_success`: 1 when the last sync that ended saved everything, else 0;
/// - `rmfeed_sync_pages`, `rmfeed_sync_pages_expected`, `rmfeed_sync_images`,
///   `rmfeed_sync_image_failures`: how far the running (else the last) sync came;
/// - `rmfeed_syncs_total{result="success|failure|cancelled"}`: syncs ended.
final class SyncStateGauges: Sendable {
    enum Result: String, CaseIterable, Sendable {
        case success, failure, cancelled
    }

    private let runningCount = NIOLockedValueBox(0)
    private let running: Gauge
    private let lastStart: Gauge
    private let lastEnd: Gauge
    private let lastSuccess: Gauge
    private let pages: Gauge
    private let expectedPages: Gauge
    private let images: Gauge
    private let imageFailures: Gauge
    private let endings: [Result: Counter]

    init(factory: any MetricsFactory) {
        func gauge(_ name: String) -> Gauge { Gauge(label: "rmfeed_sync_\(name)", factory: factory) }
        running = gauge("running")
        lastStart = gauge("last_start_timestamp_seconds")
        lastEnd = gauge("last_end_timestamp_seconds")
        lastSuccess = gauge("last_success")
        pages = gauge("pages")
        expectedPages = gauge("pages_expected")
        images = gauge("images")
        imageFailures = gauge("image_failures")
        var ended: [Result: Counter] = [:]
        for result in Result.allCases {
            ended[result] = Counter(label: "rmfeed_syncs_total", dimensions: [("result", result.rawValue)], factory: factory)
        }
        self.endings = ended
    }

    func started(at date: Date) {
        running.record(runningCount.withLockedValue { count in count += 1; return count })
        lastStart.record(date.timeIntervalSince1970)
        record(SyncProgress())
    }

    func record(_ progress: SyncProgress) {
        pages.record(progress.pagesDone)
        expectedPages.record(progress.totalPages)
        images.record(progress.imagesDone)
        imageFailures.record(progress.imageFailures)
    }

    func ended(at date: Date, _ result: Result) {
        running.record(runningCount.withLockedValue { count in count = max(0, count - 1); return count })
        lastEnd.record(date.timeIntervalSince1970)
        if result != .cancelled { lastSuccess.record(result == .success ? 1 : 0) }
        endings[result]?.increment()
    }

    /// Runs `sync` with its progress recorded on the way to `progress`, and its end recorded:
    /// a success when everything loaded was saved.
    func observing(
        now: () -> Date,
        progress: @escaping @Sendable (SyncProgress) -> Void,
        _ sync: (@escaping @Sendable (SyncProgress) -> Void) async throws -> SyncReport
    ) async throws -> SyncReport {
        started(at: now())
        do {
            let report = try await sync { [self] update in
                record(update)
                progress(update)
            }
            ended(at: now(), report.pageSaveFailures == 0 && report.imageSaveFailures == 0 ? .success : .failure)
            return report
        } catch {
            ended(at: now(), error is CancellationError || Task.isCancelled ? .cancelled : .failure)
            throw error
        }
    }
}
