import Foundation
import RickAndMortyFeed

/// Items resolved by id, in the order their ids were asked, with where they came from.
public struct ResolvedItems<Item: Hashable & Sendable>: Hashable, Sendable {
    public let items: [Item]
    /// `nil` when the API delivered them; else when the oldest of the cached ones was saved.
    public let savedAt: Date?
    /// Why the API could not deliver them, when the cache had to answer (possibly in part).
    public let remoteError: RemoteLoadError?

    public static var none: ResolvedItems { ResolvedItems(items: [], savedAt: nil, remoteError: nil) }

    /// Where the items came from, as a UI says it.
    public var source: FeedSource {
        savedAt.map { .cache(savedAt: $0, remoteError: remoteError) } ?? .remote
    }
}
