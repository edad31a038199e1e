import Hummingbird
import RickAndMortyFeed

/// `GET /locations` (paged, filtered by `name`, `type` and `dimension`) and `GET /locations/{id}`, the
/// location with its residents as the feed's cards. Ids in paths are read as characters' are
/// (`CharacterPathID`): leading zeros redirect, anything else that is not an id is the 404 page.
struct LocationsController: Sendable {
    let environment: WebEnvironment

    func addRoutes(to router: Router<BasicRequestContext>) {
        let list = ListPage<LocationFilters, FeedLocation>(
            environment: environment,
            load: { [features = environment.features] in try await features.browse.locations($0) },
            present: { [environment] loaded, query, chrome, localization, _ in
                let viewModel = LocationsPresenter(localization: localization, currentDate: environment.currentDate)
                    .viewModel(for: loaded.page, source: loaded.source, saveFailed: loaded.saveFailed)
                return .loaded(
                    viewModel, items: .init(locations: viewModel.items.map(LocationEntry.init)),
                    query: query, chrome: chrome, localization: localization
                )
            }
        )
        router.resource("/locations") { request, _ in await list.response(for: request) }
        router.resource("/locations/:id") { request, context in
            await CharacterController.canonical(context, path: { "/locations/\($0)" }) { await detail(request, id: $0) }
        }
    }

    func detail(_ request: Request, id: Int?) async -> Response {
        let localization = environment.localization(for: request)
        guard let id else { return environment.notFound(localization, heading: .locationNotFound, section: .locations) }
        do {
            guard let detail = try await environment.features.browse.locationDetail(id) else {
                return environment.notFound(localization, heading: .locationNotFound, section: .locations)
            }
            let location = LocationsPresenter(localization: localization, currentDate: environment.currentDate)
                .viewModel(for: detail.location)
            let context = LinkedItemPageContext(
                location, residents: detail.residents, source: detail.source,
                chrome: environment.renderer.chrome(title: detail.location.name, section: .locations, localization: localization),
                environment: environment, localization: localization,
                marks: await environment.libraryMarks(for: request, localization: localization)
            )
            return environment.renderer.page(.linkedItem, context, language: localization.language)
        } catch {
            return environment.detailFailed(error, retryHref: "/locations/\(id)", section: .locations, localization: localization)
        }
    }
}
