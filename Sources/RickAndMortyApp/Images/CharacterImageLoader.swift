import Foundation
import RickAndMortyFeed

/// Loads the image a UI shows for an image URL, with where it came from.
public protocol CharacterImageLoader: Sendable {
    func loadImage(from url: URL) async throws -> CharacterImage
}
