import NIOCore

/// Text written into HTML as the templates write `{{value}}`: the same five characters escaped
/// as swift-mustache escapes them (`<`, `>`, `&`, `"`, `'`), so a page written here is
/// byte-for-byte the page the template renders. Works on the UTF-8 bytes, copying runs that need
/// nothing in one go.
enum HTMLText {
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
