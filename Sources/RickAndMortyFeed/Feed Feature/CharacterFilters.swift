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

    /// The filters that are set, as (API name, value) pairs in the API's order, trimmed.
    public var activeFilters: [(name: String, value: String)] {
        let all: [(String, String?)] = [
            ("name", name), ("status", status), ("species", species), ("type", type), ("gender", gender),
        ]
        return all.compactMap { key, value in
            guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty
            else { return nil }
            return (key, trimmed)
        }
    }

    /// `true` for the unfiltered feed, the one whose pages are cached as the feed.
    public var isEmpty: Bool { activeFilters.isEmpty }
}
