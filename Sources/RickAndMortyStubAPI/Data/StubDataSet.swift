/// The stand-in's deterministic catalogue: exactly 826 characters, ids 1...826 in order,
/// with the variety a client must cope with (every status and gender, empty and non-empty
/// types, unknown places with `url: ""`, one to many episodes).
public enum StubDataSet {
    /// The size of the real catalogue the stub mirrors.
    public static let characterCount = 826

    /// Generates the catalogue with every URL under `baseURL`. Same input, same output, every run.
    public static func characters(baseURL: String) -> [StubCharacter] {
        let generator = CharacterGenerator(links: StubLinks(baseURL: baseURL))
        return (1...characterCount).map(generator.character(id:))
    }
}
