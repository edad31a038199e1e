import RickAndMortyFeed

extension SQLiteFeedStore {
    /// The characters' cache, in the same file.
    public var characters: SQLiteResourceStore<LocalFeedCharacter> {
        SQLiteResourceStore(store: self, record: CharacterRecord.self)
    }

    /// The episodes' cache, in the same file.
    public var episodes: SQLiteResourceStore<LocalEpisode> {
        SQLiteResourceStore(store: self, record: EpisodeRecord.self)
    }

    /// The locations' cache, in the same file.
    public var locations: SQLiteResourceStore<LocalLocation> {
        SQLiteResourceStore(store: self, record: LocationRecord.self)
    }
}
