@testable import RickAndMortyFeed
import Testing

/// The typo rule at its boundaries: none in words of up to 4 letters, one in 5 to 8, two from 9;
/// an insertion, a deletion, a substitution or a swap of neighbours is one; the first letter
/// counts twice; a word with a digit takes none.
@Suite struct TypoToleranceTests {
    @Test(arguments: [
        ("rick", 0), ("morty", 1), ("abradolf", 1), ("jellybean", 2), ("krombopulos", 2), ("ñandu", 1), ("c137x", 0), ("s02e03", 0),
    ])
    func allowedTypos_followTheWordsLength(word: String, typos: Int) {
        #expect(TypoTolerance.allowedTypos(in: word) == typos)
    }

    @Test func fourLetters_takeNoTypo_fiveLettersTakeOne() {
        #expect(match("rikc", "rick") == nil)
        #expect(match("rics", "rick") == nil)
        #expect(match("mortu", "morty") == WordMatch(typos: 1, whole: true))
        #expect(match("mrty", "morty") == nil, "4 letters typed")
        #expect(match("mroty", "morty") == WordMatch(typos: 1, whole: true), "neighbours swapped")
        #expect(match("morrty", "morty") == WordMatch(typos: 1, whole: true), "a letter inserted")
        #expect(match("mrtys", "morty") == nil, "two typos in 5 letters")
    }

    @Test func eightLetters_takeOneTypo_nineLettersTakeTwo() {
        #expect(match("abradolx", "abradolf") == WordMatch(typos: 1, whole: true))
        #expect(match("abrdaolx", "abradolf") == nil, "a swap and a substitution in 8 letters")
        #expect(match("jellybaen", "jellybean") == WordMatch(typos: 1, whole: true))
        #expect(match("jelyybaen", "jellybean") == WordMatch(typos: 2, whole: true), "two in 9 letters")
        #expect(match("jxlyybaen", "jellybean") == nil, "three in 9 letters")
    }

    @Test func theFirstLetter_countsTwice() {
        #expect(match("xorty", "morty") == nil, "one typo allowed, two counted")
        #expect(match("omrty", "morty") == nil, "a swap that moves the first letter")
        #expect(match("xellybean", "jellybean") == WordMatch(typos: 2, whole: true), "two allowed from 9 letters")
        #expect(match("xellybaen", "jellybean") == nil)
    }

    @Test func theStartOfAWord_isFoundMisspelledToo() {
        #expect(match("mortu", "mortynight") == WordMatch(typos: 1, whole: false))
        #expect(match("sanhc", "sanchez") == WordMatch(typos: 1, whole: false))
        #expect(match("sanchex", "sanchez") == WordMatch(typos: 1, whole: true), "the whole word when as near")
        #expect(match("morty", "mortynight") == WordMatch(typos: 0, whole: false), "a start as typed")
        #expect(match("morty", "morty") == WordMatch(typos: 0, whole: true))
    }

    @Test func aWordWithADigit_takesNoTypo() {
        #expect(match("s02e04", "s02e03") == nil)
        #expect(match("c1377", "c137") == nil)
    }

    /// How `typed` finds `indexed`, by the word's own budget.
    private func match(_ typed: String, _ indexed: String) -> WordMatch? {
        var word = TypedWord(typed, allowedTypos: TypoTolerance.allowedTypos(in: typed))
        word.learnTypos(from: [indexed])
        return word.match(indexed)
    }
}
