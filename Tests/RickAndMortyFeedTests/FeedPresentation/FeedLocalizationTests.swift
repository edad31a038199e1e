import Foundation
@testable import RickAndMortyFeed
import Testing

@Suite struct FeedLocalizationTests {
    @Test(arguments: FeedLocalization.supportedLanguages)
    func localizedStrings_haveEveryKeyAndNoOtherInEachSupportedLanguage(_ language: String) throws {
        let table = try #require(LocalizationTables.table(for: language), "no Localizable.strings found for \(language)")

        let expected = Set(FeedStringKey.allCases.map(\.rawValue))
        #expect(expected.subtracting(table.keys).sorted() == [], "missing in \(language)")
        #expect(Set(table.keys).subtracting(expected).sorted() == [], "unused in \(language)")
        #expect(table.values.allSatisfy { !$0.isEmpty })
    }

    @Test(arguments: FeedLocalization.supportedLanguages)
    func localizedStrings_keepThePlaceholdersOfEnglish(_ language: String) throws {
        let english = try #require(LocalizationTables.table(for: "en"))
        let table = try #require(LocalizationTables.table(for: language))

        for (key, value) in english {
            #expect(placeholders(table[key] ?? "") == placeholders(value), "\(key) in \(language)")
        }
    }

    @Test func errorMessages_areTheContractsExactEnglishText() {
        let sut = FeedLocalization.english

        #expect(sut.string(.connectionError) == "Couldn't connect to server")
        #expect(sut.string(.invalidDataError) == "Invalid data received from server")
        #expect(sut.string(.feedEmpty) == "No characters found")
    }

    @Test func init_choosesBrazilianPortugueseWhateverTheCaseOfItsTag() {
        for tag in ["pt-BR", "pt-br", "pt_BR", "pt", "pt-PT"] {
            #expect(FeedLocalization(language: tag).language == "pt-BR", "\(tag)")
        }
        #expect(FeedLocalization(language: "pt-BR").string(.feedEmpty) == "Nenhum personagem encontrado")
    }

    @Test func init_fallsBackToEnglishForUnsupportedLanguage() {
        #expect(FeedLocalization(language: "fr-FR").language == "en")
        #expect(FeedLocalization(language: "").language == "en")
    }

    @Test func negotiate_choosesHighestQualitySupportedLanguage() {
        #expect(FeedLocalization.negotiate(acceptLanguage: "fr-CH, fr;q=0.9, es;q=0.8, en;q=0.7").language == "es")
        #expect(FeedLocalization.negotiate(acceptLanguage: "en;q=0.5, pt-BR").language == "pt-BR")
        #expect(FeedLocalization.negotiate(acceptLanguage: "es-MX,es;q=0.9").language == "es")
    }

    @Test func negotiate_ignoresZeroQualityWildcardsAndGarbage() {
        #expect(FeedLocalization.negotiate(acceptLanguage: "es;q=0, *;q=0.9").language == "en")
        #expect(FeedLocalization.negotiate(acceptLanguage: ";;,,q=1").language == "en")
        #expect(FeedLocalization.negotiate(acceptLanguage: nil).language == "en")
    }

    @Test func forEnvironment_readsLCALLThenLCMESSAGESThenLANG() {
        #expect(FeedLocalization.forEnvironment(["LANG": "es_ES.UTF-8"]).language == "es")
        #expect(FeedLocalization.forEnvironment(["LANG": "es_ES.UTF-8", "LC_MESSAGES": "pt_BR.UTF-8"]).language == "pt-BR")
        #expect(FeedLocalization.forEnvironment(["LC_ALL": "en_US.UTF-8", "LANG": "es_ES.UTF-8"]).language == "en")
        #expect(FeedLocalization.forEnvironment(["LANG": "C"]).language == "en")
        #expect(FeedLocalization.forEnvironment(["LANG": "ca_ES@valencia"]).language == "en")
        #expect(FeedLocalization.forEnvironment([:]).language == "en")
    }

    private func placeholders(_ text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let index = rest.firstIndex(of: "%") {
            rest = rest[rest.index(after: index)...]
            if let next = rest.first { found.append("%\(next)") }
        }
        return found.sorted()
    }
}
