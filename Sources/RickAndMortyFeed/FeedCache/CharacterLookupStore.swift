/// A `FeedStore` that finds one cached character by id without retrieving the whole feed: what
/// the image route and the detail page ask on every view.
///
/// Contract: the same answer as searching `retrieve()`'s pages in order for the first character
/// with that id (expired or not), `nil` when none has it; no side effects.
public protocol CharacterLookupStore: FeedStore {
    func retrieveCharacter(id: Int) async throws -> LocalFeedCharacter?
}
