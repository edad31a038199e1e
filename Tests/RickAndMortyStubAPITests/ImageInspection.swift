/// Reads an image's format and size straight from its header bytes, as a client's sniffing would.
enum ImageInspection {
    static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xFF, 0xD8, 0xFF]) && bytes.suffix(2) == [0xFF, 0xD9]
    }

    static func isPNG(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// Width and height from the SOF0 segment, walking the marker segments from the start.
    static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var offset = 2
        while offset + 9 < bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if marker == 0xC0 {
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                return (width, height)
            }
            offset += 2 + length
        }
        return nil
    }

    /// Width and height from the IHDR chunk, which a PNG must start with.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let value = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (value(16), value(20))
    }
}
