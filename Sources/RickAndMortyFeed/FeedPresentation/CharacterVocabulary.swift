/// The API's status and gender words, translated; a word the API adds later is shown as sent.
enum CharacterVocabulary {
    static func statusKind(_ status: String) -> CharacterViewModel.StatusKind {
        switch status.lowercased() {
        case "alive": .alive
        case "dead": .dead
        default: .unknown
        }
    }

    static func status(_ status: String, in localization: FeedLocalization) -> String {
        switch status.lowercased() {
        case "alive": localization.string(.statusAlive)
        case "dead": localization.string(.statusDead)
        case "unknown": localization.string(.statusUnknown)
        default: status
        }
    }

    static func gender(_ gender: String, in localization: FeedLocalization) -> String {
        switch gender.lowercased() {
        case "female": localization.string(.genderFemale)
        case "male": localization.string(.genderMale)
        case "genderless": localization.string(.genderGenderless)
        case "unknown": localization.string(.genderUnknown)
        default: gender
        }
    }
}
