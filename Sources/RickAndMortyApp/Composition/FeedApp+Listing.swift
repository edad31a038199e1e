import RickAndMortyFeed

extension FeedApp {
    /// *List characters from the cache* (`LocalCharacterListing`): sorted, by origin, in pages of
    /// any size, never from the API; `nil` when the cache does not hold the whole valid feed.
    public func characterListing(_ query: CharacterListingQuery) async throws -> LoadedCharactersPage? {
        try await LocalCharacterListing(store: store, currentDate: currentDate).load(query)?.loaded()
    }
}
