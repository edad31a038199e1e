import Foundation
import Logging
import RickAndMortyFeed

/// Saves an image (*Cache feed image data*); `LocalImageDataLoader` is the real one.
public protocol ImageDataCache: Sendable {
    func save(_ image: ImageData, for url: URL) async throws
}

extension LocalImageDataLoader: ImageDataCache {}

/// Loads an image from remote and saves it to the image cache. A failed save is logged and the
/// image is still shown: the person asked to see it, not to store it.
public final class RemoteImageSavingToCache: CharacterImageLoader {
    private let remote: any ImageDataLoader
    private let cache: any ImageDataCache
    private let logger: Logger

    public init(remote: any ImageDataLoader, cache: any ImageDataCache, logger: Logger) {
        self.remote = remote
        self.cache = cache
        self.logger = logger
    }

    public func loadImage(from url: URL) async throws -> CharacterImage {
        let image = try await remote.loadImageData(from: url)
        do {
            try await cache.save(image, for: url)
        } catch {
            logger.warning("could not save an image to the cache", metadata: ["url": "\(url)", "error": "\(error)"])
        }
        return CharacterImage(bytes: image.bytes, contentType: image.format.contentType, source: .remote)
    }
}
