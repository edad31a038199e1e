import Foundation

/// The image a UI shows for a character: its bytes, their real content type, and where they came from.
public struct CharacterImage: Hashable, Sendable {
    /// The stable token of the web's `X-Image-Source` header.
    public enum Source: String, Hashable, Sendable {
        case cache, remote, placeholder
    }

    public let bytes: Data
    public let contentType: String
    public let source: Source

    public init(bytes: Data, contentType: String, source: Source) {
        self.bytes = bytes
        self.contentType = contentType
        self.source = source
    }
}
