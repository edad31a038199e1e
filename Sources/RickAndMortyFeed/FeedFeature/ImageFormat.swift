import Foundation

/// The image formats the app accepts, recognised by their bytes, never by a URL's extension or
/// a server's Content-Type (the API serves PNG bytes behind `.jpeg` names).
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    case jpeg, png, gif, webp

    /// The MIME type to serve these bytes with.
    public var contentType: String { "image/\(rawValue)" }

    /// The format whose magic number starts `data`, or `nil` when it is no image we know.
    public static func sniff(_ data: Data) -> ImageFormat? {
        var bytes = [UInt8](repeating: 0, count: 12)
        let count = min(12, data.count)
        data.copyBytes(to: &bytes, from: data.startIndex..<data.startIndex + count)
        func starts(with magic: [UInt8], at offset: Int = 0) -> Bool {
            offset + magic.count <= count && Array(bytes[offset..<offset + magic.count]) == magic
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) { return .gif }
        if starts(with: Array("RIFF".utf8)) && starts(with: Array("WEBP".utf8), at: 8) { return .webp }
        return nil
    }
}
