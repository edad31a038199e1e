import Mustache
import NIOCore

/// Text written into HTML: `<`, `>`, `&`, `"` and `'` escaped, byte by byte. The templates'
/// `{{value}}` escapes through it too (`HTMLText.ContentType`), so a page written here is
/// byte-for-byte the page the template renders. Works on the UTF-8 bytes, copying runs that need
/// nothing in one go.
enum HTMLText {
    /// The content type every template and partial names in its first line,
    /// `{{% CONTENT_TYPE: RMFEED_HTML }}`; registered by `PageRenderer.load`.
    static let contentTypeName = "RMFEED_HTML"

    /// swift-mustache's own HTML escaping looks characters up by Swift `Character`: a quote
    /// joined by a combining mark (`"` then U+0301) is one `Character`, not `"`, and was written
    /// out raw, ending an attribute's value early. This escapes by byte.
    struct ContentType: MustacheContentType {
        func escapeText(_ text: String) -> String { HTMLText.escaped(text) }
    }

    static func write(_ text: String, to buffer: inout ByteBuffer) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let replacement: StaticString
                switch bytes[index] {
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                buffer.writeBytes(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                buffer.writeStaticString(replacement)
                start = index + 1
            }
            buffer.writeBytes(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// `text` escaped, as a string (for the parts written once).
    static func escaped(_ text: String) -> String {
        var buffer = ByteBuffer()
        write(text, to: &buffer)
        return String(buffer: buffer)
    }
}
