import Foundation

/// One cached page of the unfiltered feed: the page every resource's store keeps, of characters.
public typealias LocalCharactersPage = LocalResourcePage<LocalFeedCharacter>

extension LocalResourcePage where Item == LocalFeedCharacter {
    public var characters: [LocalFeedCharacter] { items }

    public init(number: Int, characters: [LocalFeedCharacter], nextPage: Int?, totalPages: Int, savedAt: Date) {
        self.init(number: number, items: characters, nextPage: nextPage, totalPages: totalPages, savedAt: savedAt)
    }
}
