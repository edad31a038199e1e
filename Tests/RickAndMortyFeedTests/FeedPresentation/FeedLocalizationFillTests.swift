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

    private func placeholderKinds(_ template: String) -> [Character] {
        var kinds: [Character] = []
        var afterPercent = false
        for character in template {
            if afterPercent {
                if character == "d" || character == "@" { kinds.append(character) }
                afterPercent = false
            } else if character == "%" {
                afterPercent = true
            }
        }
        return kinds
    }
}
