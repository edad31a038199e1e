import Foundation
import RickAndMortyFeed

/// Tries `primary`, and on any failure but cancellation, `fallback`.
public final class ImageLoaderWithFallback: CharacterImageLoader {
    private let primary: any CharacterImageLoader
    private let fallback: any CharacterImageLoader

    public init(primary: any CharacterImageLoader, fallback: any CharacterImageLoader) {
        self.primary = primary
        self.fallback = fallback
    }

    public func loadImage(from url: URL) async throws -> CharacterImage {
        do {
            return try await primary.loadImage(from: url)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return try await fallback.loadImage(from: url)
        }
    }
}
