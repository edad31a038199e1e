/// A minimal baseline JPEG encoder for `BlockImage`s: YCbCr 4:4:4, the standard tables, and
/// because each 8×8 block is one colour, only DC coefficients (every AC run is a single EOB).
enum JPEGEncoder {
    static func encode(_ image: BlockImage) -> [UInt8] {
        var out: [UInt8] = [0xFF, 0xD8]
        out += segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        out += segment(0xDB, [0x00] + JPEGTables.zigZag.map { JPEGTables.luminanceQuantisation[$0] })
        out += segment(0xDB, [0x01] + JPEGTables.zigZag.map { JPEGTables.chrominanceQuantisation[$0] })
        out += segment(0xC0, [8] + be16(image.height) + be16(image.width) + [3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1])
        out += segment(0xC4, huffman(class: 0, id: 0, JPEGTables.luminanceDC))
        out += segment(0xC4, huffman(class: 1, id: 0, JPEGTables.luminanceAC))
        out += segment(0xC4, huffman(class: 0, id: 1, JPEGTables.chrominanceDC))
        out += segment(0xC4, huffman(class: 1, id: 1, JPEGTables.chrominanceAC))
        out += segment(0xDA, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])
        out += scan(image)
        out += [0xFF, 0xD9]
        return out
    }

    private static func scan(_ image: BlockImage) -> [UInt8] {
        var writer = JPEGBitWriter()
        var previous = [0, 0, 0]
        let components: [(quantiser: Int, dc: HuffmanTable, ac: HuffmanTable)] = [
            (Int(JPEGTables.luminanceQuantisation[0]), JPEGTables.luminanceDC, JPEGTables.luminanceAC),
            (Int(JPEGTables.chrominanceQuantisation[0]), JPEGTables.chrominanceDC, JPEGTables.chrominanceAC),
            (Int(JPEGTables.chrominanceQuantisation[0]), JPEGTables.chrominanceDC, JPEGTables.chrominanceAC),
        ]
        for row in 0..<image.blocksHigh {
            for column in 0..<image.blocksWide {
                let levels = ycbcr(image.block(column: column, row: row))
                for (index, component) in components.enumerated() {
                    // A flat block's DCT has DC = 8 × (sample − 128) and every AC coefficient zero.
                    let dc = Int((8 * (levels[index] - 128) / Double(component.quantiser)).rounded())
                    writeDC(dc - previous[index], table: component.dc, into: &writer)
                    previous[index] = dc
                    let endOfBlock = component.ac.code(for: 0x00)
                    writer.write(endOfBlock.bits, length: endOfBlock.length)
                }
            }
        }
        return writer.finish()
    }

    /// DC differences are sent as a size category (Huffman coded) followed by that many raw bits;
    /// negative values use the one's-complement form T.81 specifies.
    private static func writeDC(_ difference: Int, table: HuffmanTable, into writer: inout JPEGBitWriter) {
        let magnitude = abs(difference)
        let category = magnitude == 0 ? 0 : Int.bitWidth - magnitude.leadingZeroBitCount
        let code = table.code(for: UInt8(category))
        writer.write(code.bits, length: code.length)
        guard category > 0 else { return }
        let raw = difference < 0 ? difference + (1 << category) - 1 : difference
        writer.write(UInt32(raw), length: category)
    }

    private static func ycbcr(_ color: BlockImage.RGB) -> [Double] {
        let (red, green, blue) = (Double(color.red), Double(color.green), Double(color.blue))
        return [
            0.299 * red + 0.587 * green + 0.114 * blue,
            -0.168_736 * red - 0.331_264 * green + 0.5 * blue + 128,
            0.5 * red - 0.418_688 * green - 0.081_312 * blue + 128,
        ]
    }

    private static func huffman(class tableClass: UInt8, id: UInt8, _ table: HuffmanTable) -> [UInt8] {
        [tableClass << 4 | id] + table.counts + table.symbols
    }

    private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker] + be16(payload.count + 2) + payload
    }

    static func be16(_ value: Int) -> [UInt8] {
        [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
