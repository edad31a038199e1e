import Foundation

/// What a written image is, by its first bytes: the only way to know, since the API serves PNG
/// behind `.jpeg` names (docs/API.md, "Images").
enum ImageBytes {
    static func isJPEG(_ data: Data) -> Bool { data.starts(with: [0xFF, 0xD8, 0xFF]) }
    static func isPNG(_ data: Data) -> Bool { data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }
    /// The app's placeholder is its own SVG.
    static func isPlaceholderSVG(_ data: Data) -> Bool { String(decoding: data.prefix(200), as: UTF8.self).hasPrefix("<svg") }
}
