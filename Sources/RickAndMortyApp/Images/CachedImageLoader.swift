import Foundation
import RickAndMortyFeed

/// Reads an image from the image cache (*Load feed image data from cache*), marked `.cache`.
public final class CachedImageLoader: CharacterImageLoader {
    private let cache: any ImageDataLoader

    public init(cache: any ImageDataLoader) {
        self.cache = cache
    }

    public func loadImage(from url: URL) async throws -> CharacterImage {
        let image = try await cache.loadImageData(from: url)
        return CharacterImage(bytes: image.bytes, contentType: image.format.contentType, source: .cache)
    }
}
