@testable import RickAndMortyFeed
import Testing

/// `SearchTerms` reads ASCII text byte by byte (`asciiWords`) and any other text through
/// Foundation (`foldedWords`): the two must give the same words for every ASCII text, and text
/// with anything else must go the Foundation way.
@Suite struct SearchTermsTests {
    @Test func asciiWords_areFoundationsWords_forEveryTextOfOneOrTwoASCIICharacters() {
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        var texts = [""] + ascii
        for first in ascii { texts += ascii.map { first + $0 } }

        expectSameWords(texts)
    }

    @Test func asciiWords_areFoundationsWords_forEveryTextOfUpToFourCharactersOfSeparatorsAndWords() {
        let pieces = ["a", "Z", "7", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{1F}", "\u{7F}", "-", "*", "\"", "(", "'", ":", "_"]
        var texts = pieces
        var longest = pieces
        for _ in 2...4 {
            longest = longest.flatMap { text in pieces.map { text + $0 } }
            texts += longest
        }

        expectSameWords(texts)
    }

    @Test func asciiWords_areFoundationsWords_whereTheTextIsTrimmedAndCutToItsFirstCharacters() {
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        var texts: [String] = []
        for edge in ascii + ["\r\n", " \r\n", "\r\n\r\n"] {
            for length in FilterValue.maxLength - 3...FilterValue.maxLength + 2 {
                let body = String(repeating: "x", count: length - 2)
                texts.append(edge + body + " b" + edge + "c")
                texts.append(body + edge + "b")
                texts.append(edge + String(repeating: "a\r\n", count: length / 2) + "b")
            }
        }

        expectSameWords(texts)
    }

    @Test func asciiWords_areFoundationsWords_forQueriesPeopleTypeAndLongOnes() {
        let texts = [
            "Rick Sanchez (C-137)", "rick AND morty", "\"rick\" -morty", "sanch*", "NOT rick OR morty",
            "s01e01", "S01E01", "Earth (Replacement Dimension)", "  \t rick \n ", "Mr. Poopybutthole",
            "rick's", "a-b-c-d-e-f-g-h-i-j", "1 2 3 4 5 6 7 8 9 10", "...", "(", ")", "\"", "*", "-", "",
            String(repeating: "rick ", count: 40), String(repeating: "R", count: 10_000),
            String(repeating: "-", count: 99) + "ab", String(repeating: " ", count: 500) + "rick",
            String(repeating: "ab ", count: 3_000),
        ]

        expectSameWords(texts)
    }

    @Test func asciiWords_leaveAnyOtherTextToFoundation() {
        let texts = ["Sánchez", "ÅNGSTRÖM", "rick\u{A0}morty", "rick\u{85}", "\u{2028}rick", "ﬁsh", "Rick 🥒", "e\u{301}", "\u{80}"]

        for text in texts {
            #expect(SearchTerms.asciiWords(text) == nil, "\(text.debugDescription)")
            #expect(SearchTerms(text).words == SearchTerms.foldedWords(text), "\(text.debugDescription)")
        }
        #expect(SearchTerms("Sánchez").words == ["sanchez"])
    }

    private func expectSameWords(_ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        var checked = 0
        for text in texts {
            let fast = SearchTerms.asciiWords(text)
            #expect(fast == SearchTerms.foldedWords(text), "\(text.debugDescription)", sourceLocation: sourceLocation)
            if fast != nil { checked += 1 }
        }
        #expect(checked == texts.count, "every text is ASCII, so none goes the Foundation way", sourceLocation: sourceLocation)
    }
}
