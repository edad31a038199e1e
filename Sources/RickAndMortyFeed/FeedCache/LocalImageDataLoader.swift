import Foundation

/// *Load feed image data from cache* (with its cancel course) and *Cache feed image data*.
/// The format is sniffed from the stored bytes again, as bytes are the only truth about it.
public final class LocalImageDataLoader: ImageDataLoader {
    public enum LoadError: Error, Equatable, Sendable {
        /// The store could not be read; `reason` is the store's own, for the logs.
        case retrievalFailed(reason: String)
        /// What the store held for the URL is no longer an image.
        case notAnImage
        /// No image is cached for the URL.
        case notFound
    }

    public enum SaveError: Error, Equatable, Sendable {
        /// The store could not save it; `reason` is the store's own, for the logs.
        case failed(reason: String)
    }

    private let store: any ImageDataStore

    public init(store: any ImageDataStore) {
        self.store = store
    }

    /// A cancelled calling task throws `CancellationError`, never the data or a load error.
    public func loadImageData(from url: URL) async throws -> ImageData {
        try Task.checkCancellation()
        let data: Data?
        do {
            data = try await store.retrieve(dataForURL: url)
        } catch {
            try Task.checkCancellation()
            throw LoadError.retrievalFailed(reason: String(describing: error))
        }
        try Task.checkCancellation()

        guard let data else { throw LoadError.notFound }
        guard let image = ImageData(validating: data) else { throw LoadError.notAnImage }
        return image
    }

    /// Which of `urls` have cached image data: one question for many images (a sync), without
    /// reading their bytes or counting as a view of them.
    public func cachedURLs(among urls: Set<URL>) async throws -> Set<URL> {
        do {
            return try await store.retrieveStoredURLs(among: urls)
        } catch {
            throw LoadError.retrievalFailed(reason: String(describing: error))
        }
    }

    public func save(_ image: ImageData, for url: URL) async throws {
        do {
            try await store.insert(image.bytes, for: url)
        } catch {
            throw SaveError.failed(reason: String(describing: error))
        }
    }
}
