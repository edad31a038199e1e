import Foundation
import RickAndMortyFeed

/// Tells which of many image URLs the image cache already holds, in one question: a sync asks
/// it once instead of reading every cached image; `LocalImageDataLoader` is the real one.
public protocol CachedImageIndex: Sendable {
    func cachedURLs(among urls: Set<URL>) async throws -> Set<URL>
}

extension LocalImageDataLoader: CachedImageIndex {}
