import Hummingbird
import RickAndMortyFeed

/// A resource whose items link to characters: `GET /episodes` or `GET /locations` (paged and
/// filtered, `ListPage`) and `GET /episodes/{id}` or `GET /locations/{id}`, the item with its
/// cast or residents as the feed's cards. Ids in paths are read as characters' are (`ItemPathID`):
/// leading zeros redirect, anything else that is not an id is the 404 page. What differs between
/// the two is given by `episodes(_:)` and `locations(_:)`.
struct LinkedResourceController<Filters: PageFilters, Item: Hashable & Sendable, Detail: Sendable>: Sendable {
    let environment: WebEnvironment
    let list: ListPage<Filters, Item>
    /// The heading of the 404 page for an id that names no item.
    let notFoundHeading: FeedStringKey
    /// The item with its links, from the cache or the API; nil when the API knows no such id.
    let loadDetail: @Sendable (Int) async throws -> Detail?
    /// The item's page, in the reader's language, with their library's marks.
    let page: @Sendable (Detail, FeedLocalization, LibraryMarks) -> LinkedItemPageContext

    private var section: SiteSection { Filters.section }

    func addRoutes(to router: Router<BasicRequestContext>) {
        let path = section.path
        router.resource(RouterPath(path)) { request, _ in await list.response(for: request) }
        router.resource(RouterPath("\(path)/:id")) { request, context in
            await ItemPathID.answer(context, path: { "\(path)/\($0)" }) { await detail(request, id: $0) }
        }
    }

    func detail(_ request: Request, id: Int?) async -> Response {
        let localization = environment.localization(for: request)
        guard let id else { return environment.notFound(localization, heading: notFoundHeading, section: section) }
        do {
            guard let detail = try await loadDetail(id) else {
                return environment.notFound(localization, heading: notFoundHeading, section: section)
            }
            let marks = await environment.libraryMarks(for: request, localization: localization)
            return environment.renderer.page(.linkedItem, page(detail, localization, marks), language: localization.language)
        } catch {
            return environment.detailFailed(error, retryHref: "\(section.path)/\(id)", section: section, localization: localization)
        }
    }
}
