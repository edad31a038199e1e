/// What the API answers to a page asked for with `If-None-Match` (`RemoteResourceLoader`).
public enum RemotePageAnswer<Item: Hashable & Sendable>: Hashable, Sendable {
    /// 304: the page the cache holds under that tag is still the API's.
    case notModified
    /// The page, with the `ETag` the API gave for it (`nil`: none, or one too long to keep).
    case loaded(ResourcePage<Item>, entityTag: String?)

    /// Tags are kept as the API sent them, up to this size; whether one is fit to be sent back
    /// is the HTTP client's to judge, since it writes the request.
    static var maxKeptTagLength: Int { 256 }

    static func keptTag(_ header: String?) -> String? {
        guard let header, !header.isEmpty, header.utf8.count <= maxKeptTagLength else { return nil }
        return header
    }
}
