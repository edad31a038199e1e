import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore: CharacterLookupStore {
    /// One indexed read of one row, where `retrieve()` would read all 826; a second one among
    /// the looked-up characters when no cached page has it.
    public func retrieveCharacter(id: Int) async throws -> LocalFeedCharacter? {
        try await read(empty: nil) { pool in
            try await pool.read { db in
                let onPage = try PageCharacterRecord
                    .filter(CharacterColumns.Columns.id == id)
                    .order(PageCharacterRecord.Columns.page, PageCharacterRecord.Columns.position)
                    .fetchOne(db)?
                    .character
                return try onPage ?? LookedUpCharacterRecord.fetchOne(db, key: id)?.character
            }
        }
    }

    public func retrieveLookedUpCharacters() async throws -> [LocalLookedUpCharacter] {
        try await read(empty: []) { pool in
            try await pool.read { db in
                try LookedUpCharacterRecord.order(CharacterColumns.Columns.id).fetchAll(db).map(\.lookedUp)
            }
        }
    }

    public func insertLookedUpCharacter(_ character: LocalLookedUpCharacter) async throws {
        try await changing { try await perform(.save) { pool in
            try await pool.write { db in
                try LookedUpCharacterRecord(character).upsert(db)
            }
        } }
    }

    /// One write transaction; a character saved again since it was retrieved has another
    /// timestamp and is kept.
    public func deleteLookedUpCharacters(_ characters: [LocalLookedUpCharacter]) async throws {
        try await changing { try await perform(.delete) { pool in
            try await pool.write { db in
                for character in characters {
                    try LookedUpCharacterRecord.deleteUnchanged(id: character.character.id, savedAt: character.savedAt, db)
                }
            }
        } }
    }
}
