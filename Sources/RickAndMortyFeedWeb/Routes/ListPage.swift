import Hummingbird
import RickAndMortyFeed

/// A list page (`/episodes`, `/locations`) in every state: loads the page its query asks for and
/// renders it with `feed.mustache`, or says why it could not, with a retry.
struct ListPage<Filters: PageFilters, Item: Hashable & Sendable>: Sendable {
    let environment: WebEnvironment
    let load: @Sendable (ResourceQuery<Filters>) async throws -> LoadedResourcePage<Item>
    /// The list's facet counts, and its pages of several values a field, from the cache.
    let facets: ListFacetFeatures<Filters, Item>
    /// The loaded page as the template shows it, in the person's language, with the library's marks.
    let present: @Sendable (LoadedResourcePage<Item>, ListPageQuery<Filters>, PageChrome, FeedLocalization, LibraryMarks) -> FeedPageContext

    func response(for request: Request) async -> Response {
        let localization = environment.localization(for: request)
        let query = ListPageQuery<Filters>(rawQuery: request.uri.query)
        let chrome = environment.listChrome(Filters.section, page: query.page, localization: localization)
        var context: FeedPageContext
        do {
            if let loaded = try await query.alternatives.isEmpty ? load(query.resourceQuery) : facets.cachedPage(query.resourceQuery) {
                context = present(loaded, query, chrome, localization, await environment.libraryMarks(for: request, localization: localization))
                let counts = await environment.facetCounts(query, count: facets.counts)
                context.facets = FacetsContext(counts, query: query, pageFromRemote: loaded.source == .remote, localization: localization)
            } else {
                let error = FeedErrorViewModel(message: localization.string(.listingNeedsSync), retryTitle: localization.string(.retry))
                context = .failed(error, query: query, chrome: chrome, localization: localization)
            }
        } catch {
            let error = environment.presenter(for: localization).errorViewModel(for: error)
            context = .failed(error, query: query, chrome: chrome, localization: localization)
        }
        return environment.renderer.page(.feed, context, language: localization.language)
    }
}

extension WebEnvironment {
    /// A list's chrome: its name, and the page number past the first ("Episodes · Page 2").
    func listChrome(_ section: SiteSection, page: Int, localization: FeedLocalization) -> PageChrome {
        let name = localization.string(section.navTitle)
        let title = page > 1 ? "\(name) · \(localization.string(.pageNumber, page))" : name
        return renderer.chrome(title: title, section: section, onList: true, localization: localization)
    }
}
