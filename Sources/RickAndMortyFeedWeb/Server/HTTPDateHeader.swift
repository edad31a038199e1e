import Foundation
import NIOConcurrencyHelpers

/// The `Date` header's value (RFC 9110's IMF-fixdate, `Tue, 24 Nov 2026 14:35:36 GMT`), made
/// once a second, for the answers `KeptAnswerHandler` sends (Hummingbird dates the others).
final class HTTPDateHeader: Sendable {
    private struct Made {
        var second: Int
        var text: String
    }

    private let made = NIOLockedValueBox(Made(second: .min, text: ""))
    private let clock: @Sendable () -> Date

    init(clock: @escaping @Sendable () -> Date = Date.init) {
        self.clock = clock
    }

    func now() -> String {
        let second = Int(clock().timeIntervalSince1970.rounded(.down))
        return made.withLockedValue { made in
            if made.second != second { made = Made(second: second, text: Self.format(second)) }
            return made.text
        }
    }

    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func format(_ secondsSince1970: Int) -> String {
        var time = time_t(secondsSince1970)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let day = days[Int(parts.tm_wday) % 7], month = months[Int(parts.tm_mon) % 12]
        return "\(day), \(two(parts.tm_mday)) \(month) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
