/// A page of characters as the app delivers it to a UI: the page, where it came from, and
/// whether remote's characters could be saved (a save error is reported, never swallowed).
public struct LoadedCharactersPage: Hashable, Sendable {
    public let page: CharactersPage
    public let source: FeedSource
    public let saveFailed: Bool

    public init(page: CharactersPage, source: FeedSource, saveFailed: Bool = false) {
        self.page = page
        self.source = source
        self.saveFailed = saveFailed
    }
}

extension LoadedCharactersPage {
    /// Whether a UI may keep this page in memory and show it again as the latest: only a page
    /// remote delivered. A page the cache stood in for says how old it is, and the next view
    /// should ask remote first again.
    public var mayBeKeptAsLatest: Bool {
        source == .remote
    }
}
