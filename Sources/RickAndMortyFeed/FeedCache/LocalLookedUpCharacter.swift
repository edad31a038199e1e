import Foundation

/// A character the cache keeps because it was looked up by id (a detail page, a deep link,
/// `rmfeed image ID`) rather than loaded with a page. It has its own timestamp and follows the
/// same 7-day rule as a page.
public struct LocalLookedUpCharacter: Hashable, Sendable {
    public let character: LocalFeedCharacter
    public let savedAt: Date

    public init(character: LocalFeedCharacter, savedAt: Date) {
        self.character = character
        self.savedAt = savedAt
    }
}
