import Foundation

/// The 7-day rule: a cached page is valid strictly before 7 calendar days after its timestamp,
/// so a page exactly 7 days old is expired. Calendar days (not 7 × 86,400 s) keep the rule right
/// across daylight-saving changes in the calendar's time zone.
///
/// A timestamp more than a day ahead of the clock is not trusted (a clock that was wrong when
/// the page was saved, or a tampered file): it would never expire, so it counts as expired now.
struct FeedCachePolicy {
    private let calendar: Calendar
    private let maxCacheAgeInDays = 7
    private let maxClockSkewInDays = 1

    init(calendar: Calendar) {
        self.calendar = calendar
    }

    func validates(_ timestamp: Date, against date: Date) -> Bool {
        guard let maxCacheAge = calendar.date(byAdding: .day, value: maxCacheAgeInDays, to: timestamp),
              let latestTrusted = calendar.date(byAdding: .day, value: maxClockSkewInDays, to: date)
        else { return false }
        return date < maxCacheAge && timestamp <= latestTrusted
    }

    /// The timestamps `validates` accepts at `date`, as one range an index can filter on:
    /// from just after 7 calendar days before `date` to one day after it.
    func validTimestamps(at date: Date) -> ClosedRange<Date>? {
        guard let oldest = calendar.date(byAdding: .day, value: -maxCacheAgeInDays, to: date),
              let latestTrusted = calendar.date(byAdding: .day, value: maxClockSkewInDays, to: date)
        else { return nil }
        let firstValid = Date(timeIntervalSinceReferenceDate: oldest.timeIntervalSinceReferenceDate.nextUp)
        return firstValid <= latestTrusted ? firstValid...latestTrusted : nil
    }
}
