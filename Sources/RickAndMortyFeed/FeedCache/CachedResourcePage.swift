import Foundation

/// A page answered from the cache, and when the cache it came from was saved, so a UI can say
/// "offline — showing characters saved N days ago".
public struct CachedResourcePage<Item: Hashable & Sendable>: Hashable, Sendable {
    public let page: ResourcePage<Item>
    public let savedAt: Date

    public init(page: ResourcePage<Item>, savedAt: Date) {
        self.page = page
        self.savedAt = savedAt
    }
}

/// A page of characters answered from the cache.
public typealias CachedCharactersPage = CachedResourcePage<FeedCharacter>

extension CachedResourcePage {
    /// The page as a feed delivers it from the cache, with the remote failure it stands in for
    /// (`nil`: the API was not asked).
    public func loaded(remoteError: RemoteLoadError? = nil) -> LoadedResourcePage<Item> {
        LoadedResourcePage(page: page, source: .cache(savedAt: savedAt, remoteError: remoteError))
    }
}
