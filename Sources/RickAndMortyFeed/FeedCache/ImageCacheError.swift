/// Why an image store refused data, as opposed to failing to reach its storage.
public enum ImageCacheError: Error, Equatable, Sendable {
    /// The image alone is bigger than the whole image cache may be.
    case tooLarge(bytes: Int, limit: Int)
}
