import RickAndMortyFeed

extension LocalResourcePage {
    /// The same page with the API's entity tag `tag`.
    public func tagged(_ tag: String?) -> LocalResourcePage {
        LocalResourcePage(
            number: number, items: items, nextPage: nextPage, totalPages: totalPages,
            savedAt: savedAt, totalCount: totalCount, entityTag: tag
        )
    }
}
