/// Everything the stub serves for one base URL, built once.
struct StubCatalog: Sendable {
    let links: StubLinks
    let characters: CharacterCatalog

    init(links: StubLinks) {
        self.links = links
        characters = CharacterCatalog(links: links, characters: StubDataSet.characters(baseURL: links.baseURL))
    }
}
