import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore: CharacterLookupStore {
    /// One indexed read of one row, where `retrieve()` would read all 826.
    public func retrieveCharacter(id: Int) async throws -> LocalFeedCharacter? {
        try await read(empty: nil) { pool in
            try await pool.read { db in
                try CharacterRecord
                    .filter(CharacterRecord.Columns.id == id)
                    .order(CharacterRecord.Columns.page, CharacterRecord.Columns.position)
                    .fetchOne(db)?
                    .character
            }
        }
    }
}
