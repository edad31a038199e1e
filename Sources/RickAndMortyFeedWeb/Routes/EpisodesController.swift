import Hummingbird
import RickAndMortyFeed

/// `GET /episodes` (paged, filtered by `name` and `episode`) and `GET /episodes/{id}`, the
/// episode with its cast as the feed's cards. Ids in paths are read as characters' are
/// (`CharacterPathID`): leading zeros redirect, anything else that is not an id is the 404 page.
struct EpisodesController: Sendable {
    let environment: WebEnvironment

    func addRoutes(to router: Router<BasicRequestContext>) {
        let list = ListPage<EpisodeFilters, FeedEpisode>(
            environment: environment,
            load: { [features = environment.features] in try await features.browse.episodes($0) },
            present: { [environment] loaded, query, chrome, localization, marks in
                let viewModel = EpisodesPresenter(localization: localization, currentDate: environment.currentDate)
                    .viewModel(for: loaded.page, source: loaded.source, saveFailed: loaded.saveFailed)
                return .loaded(
                    viewModel, items: .init(episodes: viewModel.items.map { EpisodeEntry($0, marks: marks) }),
                    query: query, chrome: chrome, localization: localization
                )
            }
        )
        router.resource("/episodes") { request, _ in await list.response(for: request) }
        router.resource("/episodes/:id") { request, context in
            await CharacterController.canonical(context, path: { "/episodes/\($0)" }) { await detail(request, id: $0) }
        }
    }

    func detail(_ request: Request, id: Int?) async -> Response {
        let localization = environment.localization(for: request)
        guard let id else { return environment.notFound(localization, heading: .episodeNotFound, section: .episodes) }
        do {
            guard let detail = try await environment.features.browse.episodeDetail(id) else {
                return environment.notFound(localization, heading: .episodeNotFound, section: .episodes)
            }
            let episode = EpisodesPresenter(localization: localization, currentDate: environment.currentDate)
                .viewModel(for: detail.episode)
            let context = LinkedItemPageContext(
                episode, cast: detail.cast, source: detail.source,
                chrome: environment.renderer.chrome(title: detail.episode.name, section: .episodes, localization: localization),
                environment: environment, localization: localization,
                marks: await environment.libraryMarks(for: request, localization: localization)
            )
            return environment.renderer.page(.linkedItem, context, language: localization.language)
        } catch {
            return environment.detailFailed(error, retryHref: "/episodes/\(id)", section: .episodes, localization: localization)
        }
    }
}
