import Foundation
@testable import RickAndMortyFeed
import Testing

/// The texts' placeholders are filled without `String(format:)`, and read exactly as it wrote them.
@Suite struct FeedLocalizationFillTests {
    @Test(arguments: FeedLocalization.supportedLanguages)
    func string_withArguments_readsAsStringFormatWritesItInThatLanguage(_ language: String) throws {
        let table = try #require(LocalizationTables.table(for: language))
        for (key, template) in table where template.contains("%") {
            for count in [0, 1, 2, 21, 999, 1_000, 1_234, 12_345, 1_234_567, -3, -1_234] {
                let arguments = placeholderKinds(template).map { kind -> any CVarArg in kind == "d" ? count as any CVarArg : "3 days ago" }
                let expected = String(format: template, locale: Locale(identifier: language), arguments: arguments)
                #expect(FeedLocalization(language: language).fill(template, with: arguments) == expected, "\(key) in \(language), \(count)")
            }
        }
    }

    @Test func fill_keepsPercentSignsThatAreNotPlaceholders() {
        #expect(FeedLocalization.english.fill("100%% of %d", with: [7]) == "100% of 7")
        #expect(FeedLocalization.english.fill("50%x and %", with: []) == "50%x and %")
        #expect(FeedLocalization.english.fill("%@, %@", with: ["only one"]) == "only one, ")
    }

    @Test func fill_placesPositionalArgumentsWhereTheTranslationPutsThem() {
        #expect(FeedLocalization.english.fill("%2$@ before %1$@", with: ["first", "second"]) == "second before first")
        #expect(FeedLocalization.english.fill("S%1$d E%2$d, again S%1$d", with: [1, 7]) == "S1 E7, again S1")
        #expect(FeedLocalization.english.fill("%3$d of two", with: [1, 2]) == " of two")
    }

    /// The kinds (`d` or `@`) of the template's placeholders, in the order of their arguments
    /// (`%2$d` takes the second, whatever its place in the text).
    private func placeholderKinds(_ template: String) -> [Character] {
        var kinds: [(position: Int, kind: Character)] = []
        let characters = Array(template)
        var index = 0
        while index < characters.count {
            defer { index += 1 }
            guard characters[index] == "%", index + 1 < characters.count else { continue }
            var cursor = index + 1
            var digits = ""
            while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber {
                digits.append(characters[cursor])
                cursor += 1
            }
            if !digits.isEmpty, cursor < characters.count, characters[cursor] == "$" { cursor += 1 } else { cursor = index + 1; digits = "" }
            guard cursor < characters.count, characters[cursor] == "d" || characters[cursor] == "@" else {
                if characters[index + 1] == "%" { index += 1 }
                continue
            }
            kinds.append((Int(digits) ?? kinds.count + 1, characters[cursor]))
            index = cursor
        }
        return kinds.sorted { $0.position < $1.position }.map(\.kind)
    }
}
