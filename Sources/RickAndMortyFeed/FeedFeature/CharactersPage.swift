/// One page of the characters feed: up to 20 characters, sorted by id, and where the feed goes on.
public typealias CharactersPage = ResourcePage<FeedCharacter>

extension ResourcePage where Item == FeedCharacter {
    public init(characters: [FeedCharacter], nextPage: Int?, totalPages: Int, totalCount: Int? = nil) {
        self.init(items: characters, nextPage: nextPage, totalPages: totalPages, totalCount: totalCount)
    }

    public var characters: [FeedCharacter] { items }
}
