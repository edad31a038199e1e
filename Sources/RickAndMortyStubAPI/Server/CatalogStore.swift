import NIOConcurrencyHelpers

/// Builds the catalogue once for the base URL in use. The base URL may only be known once the
/// server has bound its port, so the catalogue is built on first use rather than at start.
final class CatalogStore: Sendable {
    private let catalog = NIOLockedValueBox<CharacterCatalog?>(nil)

    func catalog(baseURL: String) -> CharacterCatalog {
        catalog.withLockedValue { cached in
            if let cached, cached.links.baseURL == StubLinks(baseURL: baseURL).baseURL { return cached }
            let built = CharacterCatalog(links: StubLinks(baseURL: baseURL))
            cached = built
            return built
        }
    }
}
