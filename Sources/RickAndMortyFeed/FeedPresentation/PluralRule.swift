/// CLDR's one/other rule for the supported languages: Brazilian Portuguese counts 0 as "one".
enum PluralRule {
    static func isOne(_ count: Int, language: String) -> Bool {
        language == "pt-BR" ? (count == 0 || count == 1) : count == 1
    }
}
