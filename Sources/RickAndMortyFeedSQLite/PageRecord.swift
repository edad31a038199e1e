import Foundation
import GRDB
import RickAndMortyFeed

/// A cached page's place in the feed and when it was saved; its characters are `CharacterRecord`
/// rows. The timestamp is stored as seconds since the reference date, which round-trips a `Date`
/// exactly (GRDB's default text format keeps milliseconds only).
struct PageRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "feedPage"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSinceReferenceDate
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSinceReferenceDate
    }

    enum Columns: String, ColumnExpression, CaseIterable {
        case number, nextPage, totalPages, savedAt
    }

    var number: Int
    var nextPage: Int?
    var totalPages: Int
    var savedAt: Date

    init(_ page: LocalCharactersPage) {
        number = page.number
        nextPage = page.nextPage
        totalPages = page.totalPages
        savedAt = page.savedAt
    }

    func page(with characters: [LocalFeedCharacter]) -> LocalCharactersPage {
        LocalCharactersPage(number: number, characters: characters, nextPage: nextPage, totalPages: totalPages, savedAt: savedAt)
    }
}
