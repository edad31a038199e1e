/// The characters feed as a UI asks for it: one page, with where it came from.
public protocol CharactersFeed: Sendable {
    func load(_ query: CharactersQuery) async throws -> LoadedCharactersPage
}
