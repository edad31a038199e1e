/// The stand-in's deterministic catalogue: exactly 826 characters, ids 1...826 in order,
/// with the variety a client must cope with (every status and gender, empty and non-empty
/// types, unknown places with `url: ""`, one to many episodes).
public enum StubDataSet {
    /// The size of the real catalogue the stub mirrors.
    public static let characterCount = 826

    public static let episodeCount = CharacterGenerator.episodeCount
    public static let locationCount = LocationGenerator.locationCount

    /// The three resources, linked: a character's `episode` URLs and an episode's `characters`
    /// agree except for a few casts that list a character on purpose (`EpisodeGenerator.disagreements`);
    /// a location's `residents` are exactly the characters whose `location` it is; every
    /// `origin.url` and `location.url` that is not `""` names a location by its name.
    public static func all(baseURL: String) -> (characters: [StubCharacter], episodes: [StubEpisode], locations: [StubLocation]) {
        let links = StubLinks(baseURL: baseURL)
        let characters = characters(baseURL: baseURL)
        return (
            characters,
            EpisodeGenerator(links: links).episodes(characters: characters),
            LocationGenerator(links: links).locations(characters: characters)
        )
    }

    /// Generates the catalogue with every URL under `baseURL`. Same input, same output, every run.
    public static func characters(baseURL: String) -> [StubCharacter] {
        let generator = CharacterGenerator(links: StubLinks(baseURL: baseURL))
        return (1...characterCount).map(generator.character(id:))
    }
}
