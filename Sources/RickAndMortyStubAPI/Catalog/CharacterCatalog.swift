/// Answers the character routes from the data set: pages with filters, one id, or a list of ids.
///
/// The hostile-strings fault re-encodes on the fly instead of using the encoded items, because
/// it is rare and must not be cached.
struct CharacterCatalog: Sendable {
    let characters: [StubCharacter]
    private let resource: ResourceCatalog

    init(links: StubLinks, characters: [StubCharacter]) {
        self.characters = characters
        resource = ResourceCatalog(
            pageURL: links.charactersPage,
            filterKeys: ResourceFilter.characterKeys,
            notFoundMessage: CatalogAnswer.characterNotFound,
            searchable: characters.map { [$0.name, $0.status, $0.species, $0.type, $0.gender] },
            encoded: characters.map(CharacterJSON.character)
        )
    }

    func page(query: [String: String], hostile: Bool = false) -> CatalogAnswer {
        resource.page(query: query, body: hostileBody(hostile))
    }

    func characters(ids segment: String, hostile: Bool = false) -> CatalogAnswer {
        resource.items(ids: segment, body: hostileBody(hostile))
    }

    private func hostileBody(_ hostile: Bool) -> ((Int) -> [UInt8])? {
        guard hostile else { return nil }
        return { CharacterJSON.character(HostileStrings.apply(to: characters[$0])) }
    }
}
