/// Loads one page of the characters feed.
public protocol CharactersLoader: Sendable {
    func load(_ query: CharactersQuery) async throws -> CharactersPage
}
