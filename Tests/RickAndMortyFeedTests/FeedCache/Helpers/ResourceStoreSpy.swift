import Foundation
import RickAndMortyFeed

/// Records every message a loader sends to its store, with its arguments, and answers from a
/// store in memory (`stored`, which a test fills directly), or with the error injected for that
/// kind of operation (retrieval, insertion, deletion), recording the message first.
actor ResourceStoreSpy<Item: LocalResourceItem>: ResourceStore {
    enum Message: Equatable {
        case retrieve, retrievePage(Int), retrievePageInfos, retrieveItemStamps, listing
        case retrieveItems(ids: [Int]), retrieveAllItems
        case insert(LocalResourcePage<Item>), insertItems([Item], savedAt: Date)
        case restampPage(LocalResourcePage<Item>, savedAt: Date)
        case deletePages([LocalPageInfo]), deleteItems([LocalItemStamp]), deleteAll
    }

    private(set) var messages: [Message] = []
    nonisolated let stored = InMemoryResourceStore<Item>()
    private var retrievalError: (any Error)?
    private var insertionError: (any Error)?
    private var deletionError: (any Error)?

    /// Every retrieval from now on fails with `error`.
    func completeRetrieval(with error: any Error) { retrievalError = error }
    /// Every insertion (of a page, of items, a restamp) from now on fails with `error`.
    func completeInsertion(with error: any Error) { insertionError = error }
    /// Every deletion from now on fails with `error`.
    func completeDeletion(with error: any Error) { deletionError = error }

    /// Fills the store in memory with `pages`, sending the spy no message.
    nonisolated func hold(_ pages: [LocalResourcePage<Item>]) async {
        for page in pages { await stored.insert(page) }
    }

    func retrieve() async throws -> [LocalResourcePage<Item>] {
        try record(.retrieve, failingWith: retrievalError)
        return await stored.retrieve()
    }

    func retrievePage(number: Int) async throws -> LocalResourcePage<Item>? {
        try record(.retrievePage(number), failingWith: retrievalError)
        return await stored.retrievePage(number: number)
    }

    func retrievePageInfos() async throws -> [LocalPageInfo] {
        try record(.retrievePageInfos, failingWith: retrievalError)
        return await stored.retrievePageInfos()
    }

    func listing(_ query: ResourceQuery<Item.Filters>, saved: ClosedRange<Date>) async throws -> ResourceListing<Item>? {
        try record(.listing, failingWith: retrievalError)
        return await stored.listing(query, saved: saved)
    }

    func facets(_ query: ResourceQuery<Item.Filters>, saved: ClosedRange<Date>) async throws -> ResourceFacets? {
        try record(.listing, failingWith: retrievalError)
        return await stored.facets(query, saved: saved)
    }

    func insert(_ page: LocalResourcePage<Item>) async throws {
        try record(.insert(page), failingWith: insertionError)
        await stored.insert(page)
    }

    func restampPage(_ page: LocalResourcePage<Item>, savedAt: Date) async throws {
        try record(.restampPage(page, savedAt: savedAt), failingWith: insertionError)
        await stored.restampPage(page, savedAt: savedAt)
    }

    func deletePages(_ pages: [LocalPageInfo]) async throws {
        try record(.deletePages(pages), failingWith: deletionError)
        await stored.deletePages(pages)
    }

    func retrieveItems(ids: [Int]) async throws -> [LocalSavedItem<Item>] {
        try record(.retrieveItems(ids: ids), failingWith: retrievalError)
        return await stored.retrieveItems(ids: ids)
    }

    func retrieveItems() async throws -> [LocalSavedItem<Item>] {
        try record(.retrieveAllItems, failingWith: retrievalError)
        return await stored.retrieveItems()
    }

    func retrieveItemStamps() async throws -> [LocalItemStamp] {
        try record(.retrieveItemStamps, failingWith: retrievalError)
        return await stored.retrieveItemStamps()
    }

    func insert(_ items: [Item], savedAt: Date) async throws {
        try record(.insertItems(items, savedAt: savedAt), failingWith: insertionError)
        await stored.insert(items, savedAt: savedAt)
    }

    func deleteItems(_ items: [LocalItemStamp]) async throws {
        try record(.deleteItems(items), failingWith: deletionError)
        await stored.deleteItems(items)
    }

    func deleteAll() async throws {
        try record(.deleteAll, failingWith: deletionError)
        await stored.deleteAll()
    }

    private func record(_ message: Message, failingWith error: (any Error)?) throws {
        messages.append(message)
        if let error { throw error }
    }
}
