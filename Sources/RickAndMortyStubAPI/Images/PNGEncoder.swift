/// A minimal PNG encoder: 8-bit RGB, no filtering, and zlib "stored" (uncompressed) deflate
/// blocks, which every decoder must accept. Larger than a compressed PNG, and that is fine
/// for a stand-in: what matters is that the bytes are a real PNG.
enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func encode(_ image: BlockImage) -> [UInt8] {
        var scanlines: [UInt8] = []
        scanlines.reserveCapacity(image.height * (1 + image.width * 3))
        for y in 0..<image.height {
            scanlines.append(0)  // filter type: none
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                scanlines.append(pixel.red)
                scanlines.append(pixel.green)
                scanlines.append(pixel.blue)
            }
        }
        let header = be32(image.width) + be32(image.height) + [8, 2, 0, 0, 0]
        return signature + chunk("IHDR", header) + chunk("IDAT", zlibStored(scanlines)) + chunk("IEND", [])
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        let maxBlock = 65_535
        var offset = 0
        repeat {
            let length = min(maxBlock, data.count - offset)
            let isLast = offset + length == data.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        return out + be32(Int(Checksums.adler32(data)))
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(data.count) + typeBytes + data + be32(Int(Checksums.crc32(typeBytes + data)))
    }

    static func be32(_ value: Int) -> [UInt8] {
        [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
