import Foundation

/// Where cached image bytes live, keyed by the image's URL and independent of the feed cache.
///
/// Contract: `insert` overwrites any data for the same URL. A store may cap its size and evict
/// the least recently used images to make room; data larger than the cap itself is refused with
/// `ImageCacheError.tooLarge`. `retrieve` delivers `nil` for a URL it does not hold.
/// `retrieveStoredURLs` answers for many URLs at once which ones have data, without reading
/// the data and without counting as a use of the images (it has no side effects).
public protocol ImageDataStore: Sendable {
    func insert(_ data: Data, for url: URL) async throws
    func retrieve(dataForURL url: URL) async throws -> Data?
    func retrieveStoredURLs(among urls: Set<URL>) async throws -> Set<URL>
}
