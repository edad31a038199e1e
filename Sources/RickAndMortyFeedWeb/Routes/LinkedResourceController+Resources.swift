import RickAndMortyFeed

/// Episodes (filtered by `name` and `episode`, the cast on the item's page) and locations
/// (filtered by `name`, `type` and `dimension`, the residents on the item's page).
extension LinkedResourceController where Filters == EpisodeFilters, Item == FeedEpisode, Detail == EpisodeDetail {
    static func episodes(_ environment: WebEnvironment) -> Self {
        Self(
            environment: environment,
            list: ListPage(
                environment: environment,
                load: { [features = environment.features] in try await features.browse.episodes($0) },
                facets: environment.features.facets.episodes,
                present: { [environment] loaded, query, chrome, localization, marks in
                    let viewModel = EpisodesPresenter(localization: localization, currentDate: environment.currentDate)
                        .viewModel(for: loaded.page, source: loaded.source, saveFailed: loaded.saveFailed)
                    return .loaded(
                        viewModel, items: .init(episodes: viewModel.items.map { EpisodeEntry($0, marks: marks) }),
                        query: query, chrome: chrome, localization: localization
                    )
                }
            ),
            notFoundHeading: .episodeNotFound,
            loadDetail: { [features = environment.features] in try await features.browse.episodeDetail($0) },
            page: { [environment] detail, localization, marks in
                LinkedItemPageContext(
                    EpisodesPresenter(localization: localization, currentDate: environment.currentDate).viewModel(for: detail.episode),
                    cast: detail.cast, source: detail.source,
                    chrome: environment.renderer.chrome(title: detail.episode.name, section: .episodes, localization: localization),
                    environment: environment, localization: localization, marks: marks
                )
            }
        )
    }
}

extension LinkedResourceController where Filters == LocationFilters, Item == FeedLocation, Detail == LocationDetail {
    static func locations(_ environment: WebEnvironment) -> Self {
        Self(
            environment: environment,
            list: ListPage(
                environment: environment,
                load: { [features = environment.features] in try await features.browse.locations($0) },
                facets: environment.features.facets.locations,
                present: { [environment] loaded, query, chrome, localization, _ in
                    let viewModel = LocationsPresenter(localization: localization, currentDate: environment.currentDate)
                        .viewModel(for: loaded.page, source: loaded.source, saveFailed: loaded.saveFailed)
                    return .loaded(
                        viewModel, items: .init(locations: viewModel.items.map(LocationEntry.init)),
                        query: query, chrome: chrome, localization: localization
                    )
                }
            ),
            notFoundHeading: .locationNotFound,
            loadDetail: { [features = environment.features] in try await features.browse.locationDetail($0) },
            page: { [environment] detail, localization, marks in
                LinkedItemPageContext(
                    LocationsPresenter(localization: localization, currentDate: environment.currentDate).viewModel(for: detail.location),
                    residents: detail.residents, source: detail.source,
                    chrome: environment.renderer.chrome(title: detail.location.name, section: .locations, localization: localization),
                    environment: environment, localization: localization, marks: marks
                )
            }
        )
    }
}
