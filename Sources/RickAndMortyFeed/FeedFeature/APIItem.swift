/// An item of one of the API's resources, as far as a mirror of the API needs to know it: its
/// id, and whether the cache kept everything the API's own JSON says of it (`created`).
public protocol APIItem: Hashable, Sendable, Identifiable where ID == Int {
    var created: String? { get }
}

extension FeedCharacter: APIItem {}
extension FeedEpisode: APIItem {}
extension FeedLocation: APIItem {}
