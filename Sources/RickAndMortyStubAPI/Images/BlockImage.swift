/// An RGB picture made of flat 8×8 blocks. Flat blocks keep the JPEG encoder tiny (only DC
/// coefficients), and the PNG encoder paints the same blocks pixel by pixel.
struct BlockImage: Sendable {
    struct RGB: Sendable, Equatable {
        var red, green, blue: UInt8
    }

    static let blockSize = 8

    let width: Int
    let height: Int
    let blocksWide: Int
    let blocksHigh: Int
    /// Row-major, `blocksWide * blocksHigh` entries; edge blocks may hang over the picture's edge.
    private(set) var blocks: [RGB]

    init(width: Int, height: Int, fill: RGB) {
        self.width = width
        self.height = height
        blocksWide = (width + Self.blockSize - 1) / Self.blockSize
        blocksHigh = (height + Self.blockSize - 1) / Self.blockSize
        blocks = Array(repeating: fill, count: blocksWide * blocksHigh)
    }

    func block(column: Int, row: Int) -> RGB {
        blocks[row * blocksWide + column]
    }

    func pixel(x: Int, y: Int) -> RGB {
        block(column: x / Self.blockSize, row: y / Self.blockSize)
    }

    /// Paints every block whose centre satisfies `contains` (given in pixel coordinates).
    mutating func paint(_ color: RGB, where contains: (Double, Double) -> Bool) {
        for row in 0..<blocksHigh {
            for column in 0..<blocksWide {
                let centreX = Double(column * Self.blockSize) + 4
                let centreY = Double(row * Self.blockSize) + 4
                if contains(centreX, centreY) { blocks[row * blocksWide + column] = color }
            }
        }
    }
}
