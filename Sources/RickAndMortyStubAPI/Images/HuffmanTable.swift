/// A JPEG Huffman table as stored in a DHT segment (code counts per length 1...16 and the
/// symbols in code order), with the canonical codes derived from it (T.81, Annex C).
struct HuffmanTable: Sendable {
    struct Code: Sendable, Equatable {
        let bits: UInt32
        let length: Int
    }

    let counts: [UInt8]
    let symbols: [UInt8]
    private let codes: [UInt8: Code]

    init(counts: [UInt8], symbols: [UInt8]) {
        self.counts = counts
        self.symbols = symbols
        var codes: [UInt8: Code] = [:]
        var code: UInt32 = 0
        var next = 0
        for (index, count) in counts.enumerated() {
            for _ in 0..<Int(count) where next < symbols.count {
                codes[symbols[next]] = Code(bits: code, length: index + 1)
                code += 1
                next += 1
            }
            code <<= 1
        }
        self.codes = codes
    }

    /// The code for `symbol`; the stub only asks for symbols its tables contain.
    func code(for symbol: UInt8) -> Code {
        codes[symbol] ?? Code(bits: 0, length: 0)
    }
}
