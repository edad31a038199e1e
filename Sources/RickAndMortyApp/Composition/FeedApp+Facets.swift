import RickAndMortyFeed
import RickAndMortyFeedWeb

extension FeedApp {
    /// The lists' facets, from the valid cache only (`LocalResourceLoader.facets`), and their
    /// pages of several values a field, which the API cannot answer.
    func facetFeatures() -> FacetFeatures {
        FacetFeatures(
            characters: Self.listFacets(loaders.localCharacters),
            episodes: Self.listFacets(loaders.localEpisodes),
            locations: Self.listFacets(loaders.localLocations)
        )
    }

    private static func listFacets<Local, Filters>(
        _ loader: LocalResourceLoader<Local, Filters>
    ) -> ListFacetFeatures<Filters, Local.Model> {
        ListFacetFeatures(
            counts: { query in try await loader.facets(query) },
            cachedPage: { query in try await loader.load(query)?.loaded() }
        )
    }
}
