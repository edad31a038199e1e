/// A page of one of the API's resources as the app delivers it to a UI: the page, where it came
/// from, and whether remote's items could be saved (a save error is reported, never swallowed).
public struct LoadedResourcePage<Item: Hashable & Sendable>: Hashable, Sendable {
    public let page: ResourcePage<Item>
    public let source: FeedSource
    public let saveFailed: Bool

    public init(page: ResourcePage<Item>, source: FeedSource, saveFailed: Bool = false) {
        self.page = page
        self.source = source
        self.saveFailed = saveFailed
    }
}

extension LoadedResourcePage {
    /// Whether a UI may keep this page in memory and show it again as the latest: only a page
    /// remote delivered. A page the cache stood in for says how old it is, and the next view
    /// should ask remote first again.
    public var mayBeKeptAsLatest: Bool {
        source == .remote
    }
}

/// A page of characters as the app delivers it to a UI.
public typealias LoadedCharactersPage = LoadedResourcePage<FeedCharacter>
/// A page of episodes as the app delivers it to a UI.
public typealias LoadedEpisodesPage = LoadedResourcePage<FeedEpisode>
/// A page of locations as the app delivers it to a UI.
public typealias LoadedLocationsPage = LoadedResourcePage<FeedLocation>
