import RickAndMortyFeed

/// A feed store with a characters' cache beside its other parts (search, listing, images), so
/// the specs of those parts can save characters.
public protocol HoldsCharacters: Sendable {
    associatedtype Characters: ResourceStore<LocalFeedCharacter>
    var characters: Characters { get }
}

extension InMemoryFeedStore: HoldsCharacters {}
