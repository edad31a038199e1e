import Foundation

/// *Load feed image data from remote*: downloads a character's image and checks that the bytes
/// really are an image. Cancelling the calling task cancels the request and delivers nothing.
public final class RemoteImageDataLoader: ImageDataLoader {
    /// Avatars are ~20–100 KB; the cap keeps a hostile server from filling memory.
    public static let maxBodyBytes = 10 * 1024 * 1024

    private let client: any HTTPClient

    public init(client: any HTTPClient) {
        self.client = client
    }

    public func loadImageData(from url: URL) async throws -> ImageData {
        let response = try await client.fetch(url, maxBodyBytes: Self.maxBodyBytes)
        return try ImageDataMapper.map(response.body, statusCode: response.statusCode)
    }
}
