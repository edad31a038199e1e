import RickAndMortyFeed
import Testing

/// What a person typed, as the words a search matches: runs of letters and digits, folded, no
/// query syntax, capped as every filter value is.
@Suite struct SearchTermsTests {
    @Test func words_ofWhatPeopleType_areItsLettersAndDigitsLowercased() {
        let typed: [(String, [String])] = [
            ("Rick Sanchez (C-137)", ["rick", "sanchez", "c", "137"]),
            ("S01E01", ["s01e01"]),
            ("Mr. Poopybutthole", ["mr", "poopybutthole"]),
            ("rick's", ["rick", "s"]),
            ("  \t rick \r\n morty \n ", ["rick", "morty"]),
            ("Earth (Replacement Dimension)", ["earth", "replacement", "dimension"]),
        ]

        for (text, words) in typed {
            #expect(SearchTerms(text).words == words, "\(text.debugDescription)")
        }
    }

    @Test func words_ofAnySearchSyntax_areOnlyItsWords() {
        let typed: [(String, [String])] = [
            ("rick AND morty", ["rick", "and", "morty"]),
            ("\"rick\" -morty", ["rick", "morty"]),
            ("sanch*", ["sanch"]),
            ("NOT rick OR morty", ["not", "rick", "or", "morty"]),
            ("name:rick^2", ["name", "rick", "2"]),
        ]

        for (text, words) in typed {
            #expect(SearchTerms(text).words == words, "\(text.debugDescription)")
        }
        for text in ["", " ", "...", "(", ")", "\"", "*", "-", " -*\"() ", "\u{7F}\u{1F}"] {
            #expect(SearchTerms(text).isEmpty, "\(text.debugDescription)")
        }
    }

    @Test func words_withAccentsOrOtherScripts_areFoldedAsFoundationFoldsThem() {
        #expect(SearchTerms("Sánchez").words == ["sanchez"])
        #expect(SearchTerms("ÅNGSTRÖM").words == ["angstrom"])
        #expect(SearchTerms("e\u{301}").words == ["e"])
        #expect(SearchTerms("rick\u{A0}morty").words == ["rick", "morty"])
        #expect(SearchTerms("Rick 🥒").words == ["rick"])
    }

    @Test func words_areTheFirstEight_ofTheFirstHundredCharacters() {
        #expect(SearchTerms("1 2 3 4 5 6 7 8 9 10").words == ["1", "2", "3", "4", "5", "6", "7", "8"])
        #expect(SearchTerms(String(repeating: "R", count: 10_000)).words == [String(repeating: "r", count: FilterValue.maxLength)])
        #expect(SearchTerms(String(repeating: "-", count: 99) + "ab").words == ["a"])
        #expect(SearchTerms(String(repeating: " ", count: 500) + "rick").words == ["rick"], "leading blanks are trimmed before the cap")
    }
}
