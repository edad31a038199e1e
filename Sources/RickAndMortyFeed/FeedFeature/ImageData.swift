import Foundation

/// The bytes of a character's image and the format they really are in.
public struct ImageData: Hashable, Sendable {
    public let bytes: Data
    public let format: ImageFormat

    public init(bytes: Data, format: ImageFormat) {
        self.bytes = bytes
        self.format = format
    }

    /// Wraps `bytes` when they are a non-empty image of a known format.
    public init?(validating bytes: Data) {
        guard let format = ImageFormat.sniff(bytes) else { return nil }
        self.init(bytes: bytes, format: format)
    }
}
