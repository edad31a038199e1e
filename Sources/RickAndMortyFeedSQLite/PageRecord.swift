import GRDB
import RickAndMortyFeed

/// A cached page's place in the feed; its characters are `CharacterRecord` rows.
struct PageRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "feedPage"

    let number: Int
    let nextPage: Int?
    let totalPages: Int

    init(_ page: LocalCharactersPage) {
        number = page.number
        nextPage = page.nextPage
        totalPages = page.totalPages
    }

    init(row: Row) throws {
        number = try row.decode(forColumn: "number")
        nextPage = try row.decode(forColumn: "nextPage")
        totalPages = try row.decode(forColumn: "totalPages")
    }

    func encode(to container: inout PersistenceContainer) {
        container["number"] = number
        container["nextPage"] = nextPage
        container["totalPages"] = totalPages
    }

    func page(with characters: [LocalFeedCharacter]) -> LocalCharactersPage {
        LocalCharactersPage(number: number, characters: characters, nextPage: nextPage, totalPages: totalPages)
    }
}
