import RickAndMortyFeed

extension ResourceMirroring {
    /// Loads page 1, with the API's entity tag for it. Its failure ends the sync: nothing of the
    /// resource can be mirrored without it.
    func loadFirst() async throws -> (page: ResourcePage<Item>, entityTag: String?) {
        try await resource.firstPage()
    }

    /// Saves page 1 as loaded; a failed save is counted in `saves`, a cancellation thrown.
    func save(first: (page: ResourcePage<Item>, entityTag: String?)) async throws {
        _ = try await saves.attempt { [resource] in try await resource.save(first.page, 1, first.entityTag) }
    }

    /// The pages page 1 claims, bounded; 1 when it says it is the last.
    func expectedPages(_ first: ResourcePage<Item>) -> Int {
        first.nextPage == nil ? 1 : min(max(1, first.totalPages), maxPages)
    }
}
