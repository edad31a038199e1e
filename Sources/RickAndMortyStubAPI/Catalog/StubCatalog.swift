/// Everything the stub serves for one base URL, built once: characters, and the episodes and
/// locations linked with them.
struct StubCatalog: Sendable {
    let links: StubLinks
    let characters: CharacterCatalog
    let episodes: ResourceCatalog
    let locations: ResourceCatalog

    init(links: StubLinks) {
        self.links = links
        let data = StubDataSet.all(baseURL: links.baseURL)
        characters = CharacterCatalog(links: links, characters: data.characters)
        episodes = ResourceCatalog(
            pageURL: "\(links.baseURL)/episode",
            filterKeys: ResourceFilter.episodeKeys,
            notFoundMessage: CatalogAnswer.episodeNotFound,
            searchable: data.episodes.map { [$0.name, $0.episode] },
            encoded: data.episodes.map(ResourceJSON.episode)
        )
        locations = ResourceCatalog(
            pageURL: "\(links.baseURL)/location",
            filterKeys: ResourceFilter.locationKeys,
            notFoundMessage: CatalogAnswer.locationNotFound,
            searchable: data.locations.map { [$0.name, $0.type, $0.dimension] },
            encoded: data.locations.map(ResourceJSON.location)
        )
    }
}
