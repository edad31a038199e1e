import RickAndMortyFeed

extension ResourceMirroring {
    /// Loads and saves page 1. Its failure ends the sync: nothing of the resource can be
    /// mirrored without it.
    func first() async throws -> ResourcePage<Item> {
        let (first, entityTag) = try await resource.firstPage()
        _ = try await saves.attempt { [resource] in try await resource.save(first, 1, entityTag) }
        return first
    }

    /// The pages page 1 claims, bounded; 1 when it says it is the last.
    func expectedPages(_ first: ResourcePage<Item>) -> Int {
        first.nextPage == nil ? 1 : min(max(1, first.totalPages), maxPages)
    }
}
