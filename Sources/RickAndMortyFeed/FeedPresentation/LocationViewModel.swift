/// A location as the UIs show it: the API's text, with "Unknown" in the person's language where
/// the API says "unknown" or leaves a field blank, and the number of its residents.
public struct LocationViewModel: Hashable, Sendable {
    public let id: Int
    public let name: String
    public let type: String
    public let dimension: String
    /// "27 residents".
    public let residents: String
    public let residentIDs: [Int]
}
