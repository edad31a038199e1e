/// How far a sync has come, reported after every page and image.
public struct SyncProgress: Hashable, Sendable {
    public var pagesDone: Int
    public var totalPages: Int
    public var imagesDone: Int
    public var totalImages: Int
    public var imageFailures: Int

    public init(pagesDone: Int = 0, totalPages: Int = 0, imagesDone: Int = 0, totalImages: Int = 0, imageFailures: Int = 0) {
        self.pagesDone = pagesDone
        self.totalPages = totalPages
        self.imagesDone = imagesDone
        self.totalImages = totalImages
        self.imageFailures = imageFailures
    }

    /// 0...1 over pages and, when synced, images.
    public var fraction: Double {
        let total = totalPages + totalImages
        return total == 0 ? 0 : Double(pagesDone + imagesDone) / Double(total)
    }
}
