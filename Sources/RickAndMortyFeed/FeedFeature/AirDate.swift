import Foundation

/// Reads the API's free-text air dates ("December 2, 2013"). Anything else is left as text:
/// the model keeps the text, and this answers `nil`.
enum AirDate {
    private static let months = [
        "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
    ]

    static func parse(_ text: String) -> Date? {
        let words = text.replacingOccurrences(of: ",", with: " ").split(separator: " ")
        guard words.count == 3,
              let month = months.firstIndex(of: words[0].lowercased()),
              let day = Int(words[1]), let year = Int(words[2]),
              (1...31).contains(day), (1000...9999).contains(year)
        else { return nil }
        let components = DateComponents(year: year, month: month + 1, day: day)
        let calendar = Calendar.utcGregorian
        guard let date = calendar.date(from: components),
              calendar.component(.day, from: date) == day
        else { return nil }
        return date
    }
}
