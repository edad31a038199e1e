import Foundation

/// The API's filters for the characters feed. `nil` or blank means "not filtered".
/// Matching rules (substring, case-insensitive, AND) belong to whoever answers the query.
public struct CharacterFilters: Hashable, Sendable {
    public var name: String?
    public var status: String?
    public var species: String?
    public var type: String?
    public var gender: String?

    public init(
        name: String? = nil,
        status: String? = nil,
        species: String? = nil,
        type: String? = nil,
        gender: String? = nil
    ) {
        self.name = name
        self.status = status
        self.species = species
        self.type = type
        self.gender = gender
    }

    /// A value is cut to this many characters (the API's names are far shorter)...
    public static let maxValueLength = 100
    /// ...and to this many bytes of UTF-8, since one character can be a base with thousands of
    /// combining marks: 100 characters of four bytes each, whatever the characters are made of.
    public static let maxValueBytes = 400

    /// The filters that are set, as (API name, value) pairs in the API's order, trimmed and cut
    /// to `maxValueLength` characters and `maxValueBytes` bytes. Every use of a filter (the API's
    /// URL, the offline search, the links of the web page) reads it here, so one cap holds for all.
    public var activeFilters: [(name: String, value: String)] {
        let all: [(String, String?)] = [
            ("name", name), ("status", status), ("species", species), ("type", type), ("gender", gender),
        ]
        return all.compactMap { key, value in
            guard let value else { return nil }
            let capped = Self.capped(value)
            return capped.isEmpty ? nil : (key, capped)
        }
    }

    /// `value` trimmed, then cut to `maxValueLength` characters and `maxValueBytes` bytes (at a
    /// Unicode scalar, so what is left is still valid text).
    public static func capped(_ value: String) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines).prefix(maxValueLength)
        guard trimmed.utf8.count > maxValueBytes else { return String(trimmed) }
        var kept = String.UnicodeScalarView()
        var bytes = 0
        for scalar in trimmed.unicodeScalars {
            bytes += UTF8.width(scalar)
            guard bytes <= maxValueBytes else { break }
            kept.append(scalar)
        }
        return String(kept).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `true` for the unfiltered feed, the one whose pages are cached as the feed.
    public var isEmpty: Bool { activeFilters.isEmpty }
}
