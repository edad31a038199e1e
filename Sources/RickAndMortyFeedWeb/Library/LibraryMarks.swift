import RickAndMortyFeed

/// What one page needs to show the library: which items are in it, the token, the labels and
/// the page to come back to after a toggle. `.none` (no library, or it could not be read) shows
/// no toggles and no `data-favorite`/`data-watched`: a broken library never breaks a page.
struct LibraryMarks: Sendable {
    let favoriteIDs: Set<Int>
    let watchedIDs: Set<Int>
    private let token: String?
    private let favoriteLabel: String
    private let watchedLabel: String
    let returnPath: String

    static let none = LibraryMarks(favorites: [], watched: [], token: nil, favoriteLabel: "", watchedLabel: "", returnPath: "/")

    init(favorites: Set<Int>, watched: Set<Int>, token: String?, favoriteLabel: String, watchedLabel: String, returnPath: String) {
        favoriteIDs = favorites
        watchedIDs = watched
        self.token = token
        self.favoriteLabel = favoriteLabel
        self.watchedLabel = watchedLabel
        self.returnPath = returnPath
    }

    init(favorites: Set<Int>, watched: Set<Int>, token: String, localization: FeedLocalization, returnPath: String) {
        self.init(
            favorites: favorites, watched: watched, token: token,
            favoriteLabel: localization.string(.favoriteToggle), watchedLabel: localization.string(.watchedToggle),
            returnPath: returnPath
        )
    }

    func favorite(_ characterID: Int) -> ToggleContext? {
        toggle(action: "/characters/\(characterID)/favorite", on: favoriteIDs.contains(characterID), label: favoriteLabel, kind: "favorite")
    }

    func watched(_ episodeID: Int) -> ToggleContext? {
        toggle(action: "/episodes/\(episodeID)/watched", on: watchedIDs.contains(episodeID), label: watchedLabel, kind: "watched")
    }

    private func toggle(action: String, on: Bool, label: String, kind: String) -> ToggleContext? {
        guard let token else { return nil }
        return ToggleContext(
            action: action, state: on ? "true" : "false", nextValue: on ? "false" : "true",
            label: label, token: token, returnPath: returnPath, kind: kind
        )
    }
}
