/// The two lists of the personal library: characters a person marked as favourites and episodes
/// they marked as watched. The raw values are what the library file and `rmfeed export` say.
public enum LibraryKind: String, CaseIterable, Hashable, Sendable {
    case favoriteCharacter = "character"
    case watchedEpisode = "episode"
}
