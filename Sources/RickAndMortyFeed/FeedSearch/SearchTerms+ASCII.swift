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

        return SearchText.asciiWords(in: UnsafeBufferPointer(rebasing: bytes[start..<capped]), limit: maxWords)
    }

    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    /// Foundation's `whitespacesAndNewlines` within ASCII: tab, line feed to carriage return, space.
    private static func isWhitespaceOrNewline(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
