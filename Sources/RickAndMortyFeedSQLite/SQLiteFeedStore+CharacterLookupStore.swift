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

    /// Indexed reads of the asked ids' rows, on pages (in page order, each with its page's
    /// timestamp) and looked up, where the core's default would read every page.
    public func retrieveSavedCharacters(ids: [Int]) async throws -> [LocalSavedItem<LocalFeedCharacter>] {
        let wanted = Set(ids)
        guard !wanted.isEmpty else { return [] }
        return try await read(empty: []) { pool in
            try await pool.read { db in
                let pageSavedAt = try Dictionary(PageRecord.fetchAll(db).map { ($0.number, $0.savedAt) }, uniquingKeysWith: { first, _ in first })
                let onPages = try PageCharacterRecord
                    .filter(wanted.contains(CharacterColumns.Columns.id))
                    .order(PageCharacterRecord.Columns.page, PageCharacterRecord.Columns.position)
                    .fetchAll(db)
                    .compactMap { row in pageSavedAt[row.page].map { LocalSavedItem(item: row.character, savedAt: $0) } }
                let lookedUp = try LookedUpCharacterRecord.fetchAll(db, keys: wanted).map { LocalSavedItem(item: $0.character, savedAt: $0.savedAt) }
                return LocalSavedItem.newestOfEach(onPages + lookedUp)
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
