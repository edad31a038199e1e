/// Formats `created` the way the real API does: ISO 8601, UTC, always with milliseconds
/// (`2017-11-04T18:48:46.250Z`), which Foundation's plain `.iso8601` strategy rejects.
enum CreatedTimestamp {
    /// - Parameter milliseconds: milliseconds since 1970-01-01T00:00:00Z.
    static func format(milliseconds: Int64) -> String {
        let totalSeconds = milliseconds / 1000
        let millis = Int(milliseconds % 1000)
        let days = Int(totalSeconds / 86_400)
        let secondsOfDay = Int(totalSeconds % 86_400)
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
            + "\(pad(secondsOfDay / 3600, 2)):\(pad(secondsOfDay / 60 % 60, 2)):\(pad(secondsOfDay % 60, 2))"
            + ".\(pad(millis, 3))Z"
    }

    /// Proleptic Gregorian date for a day count, by 400-year eras (valid for the dates the stub uses, all after 1970).
    static func civilDate(daysSinceEpoch: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = daysSinceEpoch + 719_468  // days from 0000-03-01, so leap days fall at the end of a year
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
