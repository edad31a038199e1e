import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore: CharacterLookupStore {
    /// One indexed read of one row, where `retrieve()` would read all 826.
    public func retrieveCharacter(id: Int) async throws -> LocalFeedCharacter? {
        try await read(empty: nil) { pool in
            try await pool.read { db in
                try CharacterRecord
                    .filter(Column("id") == id)
                    .order(Column("page"), Column("position"))
                    .fetchOne(db)?
                    .character
            }
        }
    }
}
