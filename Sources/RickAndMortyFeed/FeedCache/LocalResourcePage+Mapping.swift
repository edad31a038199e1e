import Foundation

extension LocalResourcePage where Item: LocalResourceItem {
    /// `page` as a store keeps it, as page `number`, saved at `savedAt` with the API's tag.
    init(_ page: ResourcePage<Item.Model>, number: Int, savedAt: Date, entityTag: String? = nil) {
        self.init(
            number: number, items: page.items.map(Item.init), nextPage: page.nextPage,
            totalPages: page.totalPages, savedAt: savedAt, totalCount: page.totalCount, entityTag: entityTag
        )
    }

    /// The page as the app shows it.
    var model: ResourcePage<Item.Model> {
        ResourcePage(items: items.map(\.model), nextPage: nextPage, totalPages: totalPages, totalCount: totalCount)
    }
}
