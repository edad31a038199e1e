/// A `FeedStore` that finds one cached character by id without retrieving the whole feed: what
/// the image route and the detail page ask on every view. It also keeps characters looked up by
/// id, each with its own timestamp, so a character reached without its page works offline.
///
/// Contract:
/// - `retrieveCharacter` gives the same answer as searching `retrieve()`'s pages in order for the
///   first character with that id, else the looked-up character with that id (expired or not),
///   `nil` when neither has it; no side effects;
/// - `insertLookedUpCharacter` replaces a looked-up character with the same id and leaves the pages alone;
/// - `deleteLookedUpCharacters` removes the characters given as they were retrieved: one saved
///   again since (another timestamp) is kept;
/// - `retrieveSavedCharacters` gives the characters among `ids` on a cached page or looked up,
///   each once with the newest time it was saved (at equal times, as `retrieveCharacter` finds
///   it), sorted by id, expired or not; no side effects;
/// - `deleteCachedFeed` removes the looked-up characters too.
public protocol CharacterLookupStore: FeedStore {
    func retrieveCharacter(id: Int) async throws -> LocalFeedCharacter?
    func retrieveSavedCharacters(ids: [Int]) async throws -> [LocalSavedItem<LocalFeedCharacter>]
    /// Every looked-up character, sorted by id; empty when none is kept.
    func retrieveLookedUpCharacters() async throws -> [LocalLookedUpCharacter]
    func insertLookedUpCharacter(_ character: LocalLookedUpCharacter) async throws
    func deleteLookedUpCharacters(_ characters: [LocalLookedUpCharacter]) async throws
}
