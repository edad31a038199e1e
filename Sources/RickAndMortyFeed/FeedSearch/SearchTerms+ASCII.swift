extension SearchTerms {
    /// The words of `text` when it is all ASCII, read with byte operations; `nil` for any other
    /// text. The same words as `foldedWords` (the tests compare the two over many inputs), without
    /// Foundation's trimming and folding, which go through UTF-16 on Linux.
    static func asciiWords(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return asciiWords(in: bytes)
        }
    }

    /// As `FilterValue.capped` does: trimmed of whitespace and newlines, then its first
    /// `FilterValue.maxLength` characters ("\r\n" is one; no ASCII text reaches the byte cap).
    /// Then its runs of letters and digits, lowercased, at most `maxWords` of them.
    private static func asciiWords(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var start = 0
        var end = bytes.count
        while start < end, isWhitespaceOrNewline(bytes[start]) { start += 1 }
        while end > start, isWhitespaceOrNewline(bytes[end - 1]) { end -= 1 }

        var capped = start
        var characters = 0
        while capped < end {
            let endsCRLF = bytes[capped] == lineFeed && capped > start && bytes[capped - 1] == carriageReturn
            if !endsCRLF {
                guard characters < FilterValue.maxLength else { break }
                characters += 1
            }
            capped += 1
        }

        var words: [String] = []
        var index = start
        while index < capped, words.count < maxWords {
            guard isLetterOrDigit(bytes[index]) else {
                index += 1
                continue
            }
            let wordStart = index
            while index < capped, isLetterOrDigit(bytes[index]) { index += 1 }
            words.append(lowercased(UnsafeBufferPointer(rebasing: bytes[wordStart..<index])))
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

    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    /// Foundation's `whitespacesAndNewlines` within ASCII: tab, line feed to carriage return, space.
    private static func isWhitespaceOrNewline(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// `Character.isLetter || isNumber` within ASCII.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
