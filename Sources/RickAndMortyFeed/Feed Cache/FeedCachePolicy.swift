import Foundation

/// The 7-day rule: a cache is valid strictly before 7 calendar days after its timestamp, so a
/// cache exactly 7 days old is expired. Calendar days (not 7 × 86,400 s) keep the rule right
/// across daylight-saving changes in the calendar's time zone.
struct FeedCachePolicy {
    private let calendar: Calendar
    private let maxCacheAgeInDays = 7

    init(calendar: Calendar) {
        self.calendar = calendar
    }

    func validates(_ timestamp: Date, against date: Date) -> Bool {
        guard let maxCacheAge = calendar.date(byAdding: .day, value: maxCacheAgeInDays, to: timestamp) else {
            return false
        }
        return date < maxCacheAge
    }
}
