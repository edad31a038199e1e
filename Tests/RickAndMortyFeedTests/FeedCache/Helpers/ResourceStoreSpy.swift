import Foundation
import RickAndMortyFeed

/// Records which messages a loader sends to its store, answering them from a store in memory
/// (`stored`, which a test fills directly).
actor ResourceStoreSpy<Item: LocalResourceItem>: ResourceStore {
    enum Message: Equatable {
        case retrieve, retrievePage(Int), retrievePageInfos, listing, insert, restampPage
        case deletePages, retrieveItems, retrieveItemStamps, insertItems, deleteItems, deleteAll
    }

    private(set) var messages: [Message] = []
    nonisolated let stored = InMemoryResourceStore<Item>()

    func retrieve() async -> [LocalResourcePage<Item>] {
        messages.append(.retrieve)
        return await stored.retrieve()
    }

    func retrievePage(number: Int) async -> LocalResourcePage<Item>? {
        messages.append(.retrievePage(number))
        return await stored.retrievePage(number: number)
    }

    func retrievePageInfos() async -> [LocalPageInfo] {
        messages.append(.retrievePageInfos)
        return await stored.retrievePageInfos()
    }

    func listing(_ query: ResourceQuery<Item.Filters>, saved: ClosedRange<Date>) async -> ResourceListing<Item>? {
        messages.append(.listing)
        return await stored.listing(query, saved: saved)
    }

    func insert(_ page: LocalResourcePage<Item>) async {
        messages.append(.insert)
        await stored.insert(page)
    }

    func restampPage(_ page: LocalResourcePage<Item>, savedAt: Date) async {
        messages.append(.restampPage)
        await stored.restampPage(page, savedAt: savedAt)
    }

    func deletePages(_ pages: [LocalPageInfo]) async {
        messages.append(.deletePages)
        await stored.deletePages(pages)
    }

    func retrieveItems(ids: [Int]) async -> [LocalSavedItem<Item>] {
        messages.append(.retrieveItems)
        return await stored.retrieveItems(ids: ids)
    }

    func retrieveItems() async -> [LocalSavedItem<Item>] {
        messages.append(.retrieveItems)
        return await stored.retrieveItems()
    }

    func retrieveItemStamps() async -> [LocalItemStamp] {
        messages.append(.retrieveItemStamps)
        return await stored.retrieveItemStamps()
    }

    func insert(_ items: [Item], savedAt: Date) async {
        messages.append(.insertItems)
        await stored.insert(items, savedAt: savedAt)
    }

    func deleteItems(_ items: [LocalItemStamp]) async {
        messages.append(.deleteItems)
        await stored.deleteItems(items)
    }

    func deleteAll() async {
        messages.append(.deleteAll)
        await stored.deleteAll()
    }
}
