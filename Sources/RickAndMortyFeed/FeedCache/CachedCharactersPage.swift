import Foundation

/// A page answered from the cache, and when the cache it came from was saved, so a UI can say
/// "offline — showing characters saved N days ago".
public struct CachedCharactersPage: Hashable, Sendable {
    public let page: CharactersPage
    public let savedAt: Date

    public init(page: CharactersPage, savedAt: Date) {
        self.page = page
        self.savedAt = savedAt
    }
}
