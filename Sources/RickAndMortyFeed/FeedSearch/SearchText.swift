import Foundation

/// The words of an item's text as the ranking compares them with what was typed: runs of letters
/// and digits, lowercased and without diacritics, as the index's tokenizer reads them and as
/// `SearchTerms` reads typed text, with no cap on their number.
enum SearchText {
    static func words(_ text: String) -> [String] {
        var text = text
        let ascii = text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } ? asciiWords(in: bytes, limit: .max) : nil }
        return ascii ?? text.split { !($0.isLetter || $0.isNumber) }.map { SearchTerms.folded(String($0)) }.filter { !$0.isEmpty }
    }

    /// The runs of ASCII letters and digits of `bytes`, lowercased, at most `limit` of them.
    static func asciiWords(in bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> [String] {
        var words: [String] = []
        var index = 0
        while index < bytes.count, words.count < limit {
            guard isLetterOrDigit(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isLetterOrDigit(bytes[index]) { index += 1 }
            words.append(lowercased(UnsafeBufferPointer(rebasing: bytes[start..<index])))
        }
        return words
    }

    private static func lowercased(_ word: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: word.count) { buffer in
            for (offset, byte) in word.enumerated() {
                buffer[offset] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
            }
            return word.count
        }
    }

    /// `Character.isLetter || isNumber` within ASCII.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
