import Foundation
import RickAndMortyFeed

/// Reads an HTTP `Retry-After` value: delay-seconds (`120`) or an HTTP-date
/// (`Wed, 21 Oct 2015 07:28:00 GMT`), as a wait from `now`. `nil` when it is neither.
enum RetryAfter {
    static func delay(_ value: String?, now: Date) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if value.allSatisfy(\.isNumber) {
            return Int(value).map { Duration.seconds($0) }
        }
        guard let date = httpDate(value) else { return nil }
        return .milliseconds(Int64(max(0, date.timeIntervalSince(now)) * 1_000))
    }

    private static func httpDate(_ value: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: value)
    }
}
