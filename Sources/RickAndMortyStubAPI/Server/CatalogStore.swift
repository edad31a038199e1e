import NIOConcurrencyHelpers

/// Builds the catalogue once for the base URL in use. The base URL may only be known once the
/// server has bound its port, so the catalogue is built on first use rather than at start.
final class CatalogStore: Sendable {
    private let catalog = NIOLockedValueBox<StubCatalog?>(nil)

    func catalog(baseURL: String) -> StubCatalog {
        catalog.withLockedValue { cached in
            let links = StubLinks(baseURL: baseURL)
            if let cached, cached.links == links { return cached }
            let built = StubCatalog(links: links)
            cached = built
            return built
        }
    }
}
