/// How far a sync has come, reported after every page and image.
public struct SyncProgress: Hashable, Sendable {
    public var pagesDone: Int
    public var totalPages: Int
    public var imagesDone: Int
    public var totalImages: Int
    public var imageFailures: Int
    /// Whether images follow the pages; their number is known only once every page is in.
    public var includesImages: Bool

    public init(
        pagesDone: Int = 0, totalPages: Int = 0, imagesDone: Int = 0, totalImages: Int = 0, imageFailures: Int = 0,
        includesImages: Bool = false
    ) {
        self.pagesDone = pagesDone
        self.totalPages = totalPages
        self.imagesDone = imagesDone
        self.totalImages = totalImages
        self.imageFailures = imageFailures
        self.includesImages = includesImages
    }

    /// The share of the pages' phase in a sync with images: pages are few and small, images
    /// many and large. Fixed up front, so the fraction only ever grows.
    static let pagesShareWithImages = 0.1

    /// 0...1 over pages and, when synced, images; it never goes back.
    public var fraction: Double {
        let pages = totalPages == 0 ? 0 : Double(pagesDone) / Double(totalPages)
        guard includesImages else { return pages }
        let images = totalImages == 0 ? 0 : Double(imagesDone) / Double(totalImages)
        return Self.pagesShareWithImages * pages + (1 - Self.pagesShareWithImages) * images
    }
}
