import RickAndMortyFeed

/// The loaded images of a sync still waiting to be saved, counted so that memory stays bounded
/// when the cache writes slower than the API answers (each image may be up to
/// `RemoteImageDataLoader.maxBodyBytes`).
struct PendingImageSaves {
    /// Enough for the store to write many images in one transaction.
    static let maxCount = 64
    static let maxBytes = 16 * 1024 * 1024

    /// One save done (or failed), and the bytes it no longer holds.
    struct Saved: Sendable {
        let outcome: ImageOutcome
        let bytes: Int
    }

    private(set) var count = 0
    private(set) var bytes = 0

    /// Past this, no other image is loaded until a save ends.
    var isFull: Bool { count >= Self.maxCount || bytes >= Self.maxBytes }

    mutating func add(_ image: ImageData) {
        count += 1
        bytes += image.bytes.count
    }

    mutating func remove(_ saved: Saved) {
        count -= 1
        bytes -= saved.bytes
    }
}
