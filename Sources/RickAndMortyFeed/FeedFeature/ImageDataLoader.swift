import Foundation

/// Loads the image at a character's image URL.
///
/// Cancel course: when the calling task is cancelled, the load stops, throws
/// `CancellationError` (neither image data nor a load error) and cancels any request under way.
public protocol ImageDataLoader: Sendable {
    func loadImageData(from url: URL) async throws -> ImageData
}
