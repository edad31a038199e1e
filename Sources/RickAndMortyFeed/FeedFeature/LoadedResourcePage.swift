/// A page of any resource as the app delivers it to a UI: the page, where it came from, and
/// whether remote's items could be saved.
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
