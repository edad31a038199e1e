/// What a search result is: one of the API's three resources.
public enum SearchKind: String, CaseIterable, Hashable, Sendable {
    case character
    case episode
    case location
}
