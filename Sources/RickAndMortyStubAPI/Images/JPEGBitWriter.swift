/// Packs entropy-coded bits MSB first, stuffing a 0x00 after every 0xFF byte so a decoder
/// does not mistake data for a marker.
struct JPEGBitWriter {
    private(set) var bytes: [UInt8] = []
    private var accumulator: UInt32 = 0
    private var count = 0

    mutating func write(_ bits: UInt32, length: Int) {
        guard length > 0 else { return }
        for shift in stride(from: length - 1, through: 0, by: -1) {
            accumulator = (accumulator << 1) | ((bits >> UInt32(shift)) & 1)
            count += 1
            if count == 8 { emit() }
        }
    }

    /// Pads the last byte with 1 bits, as T.81 requires, and returns the data.
    mutating func finish() -> [UInt8] {
        while count != 0 { write(1, length: 1) }
        return bytes
    }

    private mutating func emit() {
        let byte = UInt8(accumulator & 0xFF)
        bytes.append(byte)
        if byte == 0xFF { bytes.append(0x00) }
        accumulator = 0
        count = 0
    }
}
