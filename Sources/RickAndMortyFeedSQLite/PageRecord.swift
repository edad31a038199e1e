import Foundation
import GRDB
import RickAndMortyFeed

/// A cached page's place in the feed and when it was saved; its characters are `PageCharacterRecord`
/// rows. The timestamp round-trips exactly (see `ReferenceDateRecord`).
struct PageRecord: Codable, FetchableRecord, PersistableRecord, ReferenceDateRecord {
    static let databaseTableName = "feedPage"

    enum Columns: String, ColumnExpression, CaseIterable {
        case number, nextPage, totalPages, savedAt, totalCount, entityTag
    }

    var number: Int
    var nextPage: Int?
    var totalPages: Int
    var savedAt: Date
    var totalCount: Int?
    var entityTag: String?

    init(_ page: LocalCharactersPage) {
        number = page.number
        nextPage = page.nextPage
        totalPages = page.totalPages
        savedAt = page.savedAt
        totalCount = page.totalCount
        entityTag = page.entityTag
    }

    func page(with characters: [LocalFeedCharacter]) -> LocalCharactersPage {
        LocalCharactersPage(
            number: number, items: characters, nextPage: nextPage, totalPages: totalPages,
            savedAt: savedAt, totalCount: totalCount, entityTag: entityTag
        )
    }
}
