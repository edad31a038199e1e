import RickAndMortyFeed

/// Mirrors one resource after its first page: the ids the first page's count covers, asked
/// many at a time, saved as the pages the API would give; paging for whatever those answers
/// cannot vouch for. See docs/ARCHITECTURE.md, "A command followed through".
struct ResourceMirroring<Item: Hashable & Sendable & Identifiable>: Sendable where Item.ID == Int {
    /// The API's page size: 20 items, sorted by id.
    static var pageSize: Int { 20 }

    let resource: MirroredResource<Item>
    let kind: SyncedResource
    let concurrency: Int
    let maxPages: Int
    let saves: SaveFailures
    let tracker: SyncProgressTracker

    /// Every item mirrored, page 1's included. Throws the first failed load; a failed save is
    /// counted in `saves`.
    func rest(after first: ResourcePage<Item>) async throws -> [Item] {
        let totalPages = first.totalPages
        let claimedPages = min(max(1, totalPages), maxPages)
        guard first.nextPage != nil, claimedPages > 1 else { return first.items }

        // The last request is filled up to `idsPerRequest` ids: no more requests, and an item
        // past the count shows that the count is not the whole story.
        let most = maxPages * Self.pageSize
        let claimedCount = min(max(0, first.totalCount ?? claimedPages * Self.pageSize), most)
        let filled = (claimedCount + resource.idsPerRequest - 1) / resource.idsPerRequest * resource.idsPerRequest
        let known = try await items(upTo: min(filled, most))
        let exact = exactPages(known, first: first, claimedPages: claimedPages)
        // A page goes on when the API says so, or when more items are known than it holds.
        let next = { (number: Int) in number < totalPages || known.count > number * Self.pageSize ? number + 1 : nil }
        // The pages the many-ids answers vouch for, saved in one go (one transaction in SQLite).
        let rebuilt = stride(from: 2, through: exact, by: 1).map { number in
            let slice = known[(number - 1) * Self.pageSize..<min(number * Self.pageSize, known.count)]
            let page = ResourcePage(items: Array(slice), nextPage: next(number), totalPages: totalPages, totalCount: first.totalCount)
            return (number: number, page: page)
        }
        if !rebuilt.isEmpty {
            _ = try await saves.attempt(counting: rebuilt.count) { [resource] in try await resource.savePages(rebuilt) }
        }
        for _ in rebuilt { tracker.pageDone(of: kind, lastPage: claimedPages) }
        let paged = try await pages(after: (exact, next(exact)), claimedPages: claimedPages)
        return Array(known.prefix(exact * Self.pageSize)) + paged
    }

    /// How many pages, from page 1, `known` holds exactly as the API pages them. The items of
    /// ids 1...count, sorted, are the start of the API's listing (sorted by id) whatever else
    /// it holds, if page 1 agrees; they are all of it when there are as many as the count and
    /// the count fits the number of pages. Page 1 disagreeing (the many-ids answers and the
    /// pages tell different stories) vouches for nothing past page 1.
    private func exactPages(_ known: [Item], first: ResourcePage<Item>, claimedPages: Int) -> Int {
        guard Array(known.prefix(Self.pageSize)) == first.items else { return 1 }
        let pagesOfKnown = (known.count + Self.pageSize - 1) / Self.pageSize
        if known.count == first.totalCount, pagesOfKnown == first.totalPages { return claimedPages }
        return max(1, min(known.count / Self.pageSize, claimedPages))
    }

    /// The items of ids 1...`last`, `idsPerRequest` ids a request, sorted by id, each once.
    private func items(upTo last: Int) async throws -> [Item] {
        guard last > 0 else { return [] }
        let chunks = stride(from: 1, through: last, by: resource.idsPerRequest).map { start in
            Array(start...min(start + resource.idsPerRequest - 1, last))
        }
        var found: [Item] = []
        try await forEach(chunks, concurrency: concurrency, resource.items) { found += $0 }
        var seen = Set<Int>()
        return found.sorted { $0.id < $1.id }.filter { seen.insert($0.id).inserted }
    }

    /// The pages after the exact ones (the last of which goes on to `next`), loaded and saved
    /// as the API gives them: none is started past a page that says it is the last, and when the
    /// claimed last page still has a `next`, the `next` links are followed, up to `maxPages`.
    private func pages(after exact: (number: Int, next: Int?), claimedPages: Int) async throws -> [Item] {
        var items: [Item] = []
        var lastPage = exact.next == nil ? exact.number : claimedPages
        var highest = exact
        var done = exact.number
        let load: @Sendable (Int) async throws -> (Int, ResourcePage<Item>) = { [resource, saves] number in
            let (page, entityTag) = try await resource.page(number)
            _ = try await saves.attempt { try await resource.save(page, number, entityTag) }
            return (number, page)
        }
        let record: ((Int, ResourcePage<Item>)) -> Void = { loaded in
            let (number, page) = loaded
            items += page.items
            // A page that says it is the last ends the sync there, whatever page 1 claimed.
            if page.nextPage == nil { lastPage = min(lastPage, number) }
            if number > highest.number { highest = (number, page.nextPage) }
            done += 1
            tracker.pageDone(of: kind, lastPage: lastPage)
        }
        try await forEach(PageNumbers(from: exact.number + 1, through: { lastPage }), concurrency: concurrency, load, onResult: record)
        // The last page loaded still links to a next one: the API has more pages than page 1
        // claimed. Follow the links one by one, never past `maxPages`.
        while let next = highest.next, next > highest.number, highest.number >= lastPage, done < maxPages {
            record(try await load(next))
            lastPage = next
        }
        return items
    }
}
