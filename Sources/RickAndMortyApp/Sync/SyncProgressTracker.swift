import NIOConcurrencyHelpers

/// The one `SyncProgress` of a sync whose three resources load at once: each resource's pages
/// are counted on their own and summed, and every change is reported in the order it was made.
final class SyncProgressTracker: Sendable {
    private struct State {
        var progress: SyncProgress
        var pages: [SyncedResource: (done: Int, total: Int)] = [:]
    }

    private let state: NIOLockedValueBox<State>
    private let report: @Sendable (SyncProgress) -> Void

    init(includesImages: Bool, report: @escaping @Sendable (SyncProgress) -> Void) {
        state = NIOLockedValueBox(State(progress: SyncProgress(includesImages: includesImages)))
        self.report = report
    }

    var progress: SyncProgress { state.withLockedValue { $0.progress } }

    /// Every resource's page 1 is in, and each claims `expected` pages: one report for all, so
    /// the fraction never goes back as the totals become known.
    func firstPagesDone(expecting expected: [SyncedResource: Int]) {
        change { state in
            for (resource, pages) in expected { state.pages[resource] = (1, max(1, pages)) }
        }
    }

    /// One more page of `resource` is in (saved or not), and its last page is now `lastPage`.
    func pageDone(of resource: SyncedResource, lastPage: Int) {
        change { state in
            let done = (state.pages[resource]?.done ?? 0) + 1
            state.pages[resource] = (done, max(lastPage, done))
        }
    }

    func update(_ body: @Sendable (inout SyncProgress) -> Void) {
        change { body(&$0.progress) }
    }

    /// Reported inside the lock, so that two resources' updates reach `report` in order.
    private func change(_ body: (inout State) -> Void) {
        state.withLockedValue { state in
            body(&state)
            state.progress.pagesDone = state.pages.values.reduce(0) { $0 + $1.done }
            state.progress.totalPages = state.pages.values.reduce(0) { $0 + $1.total }
            report(state.progress)
        }
    }
}
