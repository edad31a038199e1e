import RickAndMortyFeed

/// Loads items of one resource by id from the API, many at once. `RemoteResourceLoader` is the real one.
public protocol ItemsByIDLoader<Item>: Sendable {
    associatedtype Item: Hashable & Sendable
    /// The items the API knows among `ids`; ids it does not know are left out.
    func load(ids: [Int]) async throws -> [Item]
}

/// The cache's side of items by id. `LocalResourceLoader` is the real one.
public protocol ItemsByIDCache<Item>: Sendable {
    associatedtype Item: Hashable & Sendable
    /// The valid (less than 7 days old) items among `ids`, with when each was saved.
    func savedItems(ids: [Int]) async throws -> [LocalSavedItem<Item>]
    /// The items among `ids` the cache holds, valid or not, with when each was saved.
    func heldItems(ids: [Int]) async throws -> [LocalSavedItem<Item>]
    /// Whether the valid cache is the whole resource: then an id it lacks does not exist.
    func holdsWholeResource() async throws -> Bool
    func save(_ items: [Item]) async throws
}

extension RemoteResourceLoader: ItemsByIDLoader {}
extension LocalResourceLoader: ItemsByIDCache {}
