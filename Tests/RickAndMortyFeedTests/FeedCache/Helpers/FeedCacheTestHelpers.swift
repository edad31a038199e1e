import Foundation
import RickAndMortyFeed
import TestSupport

struct AnyError: Error, Equatable {}

/// A fixed "now" so every date in a test is exact to the second.
let fixedCurrentDate = Date(timeIntervalSince1970: 1_780_000_000)

extension Date {
    func adding(days: Int, calendar: Calendar = .utcGregorian) -> Date {
        calendar.date(byAdding: .day, value: days, to: self) ?? self
    }

    func adding(seconds: TimeInterval) -> Date {
        self + seconds
    }

    /// The oldest timestamp a cache can have at `self` and still be valid is just after this one.
    func minusFeedCacheMaxAge() -> Date {
        adding(days: -7)
    }
}

func uniquePage(_ ids: ClosedRange<Int> = 1...20, nextPage: Int? = 2, totalPages: Int = 42) -> CharactersPage {
    CharactersPage(characters: ids.map { FeedCacheTestData.character(id: $0) }, nextPage: nextPage, totalPages: totalPages)
}

/// The page as the loader must hand it to the store.
func localPage(_ page: CharactersPage, number: Int, savedAt: Date = fixedCurrentDate) -> LocalCharactersPage {
    LocalCharactersPage(
        number: number,
        characters: page.characters.map {
            LocalFeedCharacter(
                id: $0.id, name: $0.name, status: $0.status, species: $0.species, type: $0.type, gender: $0.gender,
                origin: $0.origin, location: $0.location, image: $0.image, episodeCount: $0.episodeCount
            )
        },
        nextPage: page.nextPage,
        totalPages: page.totalPages,
        savedAt: savedAt
    )
}

let filteredQuery = CharactersQuery(page: 1, filters: CharacterFilters(name: "rick"))
