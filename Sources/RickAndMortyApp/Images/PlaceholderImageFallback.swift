import Foundation
import RickAndMortyFeed

/// Shows the placeholder when no image can be had (no connectivity, invalid data). Cancellation
/// still delivers nothing: the person went away.
public final class PlaceholderImageFallback: CharacterImageLoader {
    private let decoratee: any CharacterImageLoader

    public init(decoratee: any CharacterImageLoader) {
        self.decoratee = decoratee
    }

    public func loadImage(from url: URL) async throws -> CharacterImage {
        do {
            return try await decoratee.loadImage(from: url)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return PlaceholderImage.image
        }
    }
}
