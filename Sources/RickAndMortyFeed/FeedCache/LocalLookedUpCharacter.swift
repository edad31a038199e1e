import Foundation

/// A character the cache keeps because it was looked up by id (a detail page, a deep link,
/// `rmfeed image ID`) rather than loaded with a page: an item kept by id, as the episodes' and
/// locations' are, with its own timestamp under the same 7-day rule as a page.
public typealias LocalLookedUpCharacter = LocalSavedItem<LocalFeedCharacter>

extension LocalSavedItem where Item == LocalFeedCharacter {
    public var character: LocalFeedCharacter { item }

    public init(character: LocalFeedCharacter, savedAt: Date) {
        self.init(item: character, savedAt: savedAt)
    }
}
