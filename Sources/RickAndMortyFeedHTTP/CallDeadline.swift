/// The instant by which the whole call under way must end, set by `DeadlineHTTPClient` and
/// honoured by every attempt `AsyncHTTPFeedClient` makes beneath it.
///
/// The deadline travels with the call as a task-local: racing a timer task per call instead
/// (a task group with a sleeping child, or a task cancelled by a NIO timer) cost a task and its
/// hops per request, a fifth of `rmfeed sync --images`'s CPU over its 868 requests.
enum CallDeadline {
    @TaskLocal static var current: ContinuousClock.Instant?

    /// The earlier of `instant` and the deadline already in force, if any.
    static func bounding(_ instant: ContinuousClock.Instant) -> ContinuousClock.Instant {
        current.map { min($0, instant) } ?? instant
    }

    /// How long an attempt allowed `limit` of its own may take within the call: the shorter.
    static func remaining(atMost limit: Duration) -> Duration {
        current.map { min(limit, ContinuousClock.now.duration(to: $0)) } ?? limit
    }
}
