import Foundation

extension Calendar {
    /// The Gregorian calendar in UTC: the cache's days do not depend on the machine's time zone.
    public static var utcGregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }
}
