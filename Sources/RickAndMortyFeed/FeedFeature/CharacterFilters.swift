import Foundation

/// The API's filters for the characters feed. `nil` or blank means "not filtered".
/// Matching rules (substring, case-insensitive, AND) belong to whoever answers the query.
public struct CharacterFilters: ResourceFilters {
    public var name: String?
    public var status: String?
    public var species: String?
    public var type: String?
    public var gender: String?

    /// No filter set.
    public init() {}

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

    /// `FilterValue.capped`, the cap every resource's filters share; kept for the web's query reading.
    public static func capped(_ value: String) -> String {
        FilterValue.capped(value)
    }

    public var fields: [(name: String, value: String?)] {
        [("name", name), ("status", status), ("species", species), ("type", type), ("gender", gender)]
    }
}
