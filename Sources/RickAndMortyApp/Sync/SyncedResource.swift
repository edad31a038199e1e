/// The API's three resources, as a sync counts them.
public enum SyncedResource: String, CaseIterable, Hashable, Sendable {
    case characters, episodes, locations
}
