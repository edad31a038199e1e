import Hummingbird
import Logging
import RickAndMortyFeed

/// `GET /favorites`: the favourite characters as the feed's cards and the watched episodes as
/// the episodes list's lines, each with its toggle. Items neither the cache nor the API can name
/// now are listed by id, still with their toggle, under a notice that says why; a library that
/// cannot be read is said plainly.
struct FavoritesPage: Sendable {
    let environment: WebEnvironment
    let library: LibraryWebFeatures

    func response(for request: Request, logger: Logger) async -> Response {
        let localization = environment.localization(for: request)
        let chrome = environment.renderer.chrome(title: localization.string(.libraryTitle), onList: true, localization: localization)
        do {
            let shelf = try await library.shelf()
            let marks = LibraryMarks(
                favorites: Set(shelf.characters.map(\.id) + shelf.missingCharacterIDs),
                watched: Set(shelf.episodes.map(\.id) + shelf.missingEpisodeIDs),
                token: library.csrfToken, localization: localization, returnPath: "/favorites"
            )
            let context = FavoritesPageContext(shelf, marks: marks, chrome: chrome, environment: environment, localization: localization)
            return environment.renderer.page(.favorites, context, language: localization.language)
        } catch {
            // The error names the library's file: for the operator's log, not for every visitor.
            logger.error("the library could not be read", metadata: ["error": "\(error)"])
            let alert = AlertContext(
                message: localization.string(.libraryUnreadable, localization.string(.libraryFailureLogged)),
                retryTitle: localization.string(.retry), retryHref: "/favorites"
            )
            return environment.messagePage(localization, title: localization.string(.libraryTitle), heading: .libraryTitle, alert: alert, status: .internalServerError)
        }
    }
}

/// What `favorites.mustache` shows.
struct FavoritesPageContext: Sendable {
    /// An item of the library neither the cache nor the API could name now.
    struct Missing: Sendable {
        let id: Int
        let label: String
        let favorite: ToggleContext?
        let watched: ToggleContext?
    }

    let chrome: PageChrome
    let heading: String
    let favoritesTitle: String
    let cards: [CardContext]
    let missingCharacters: [Missing]
    let favoritesEmpty: String?
    let watchedTitle: String
    let episodes: [EpisodeEntry]
    let missingEpisodes: [Missing]
    let watchedEmpty: String?
    let notice: String?

    init(_ shelf: LibraryShelf, marks: LibraryMarks, chrome: PageChrome, environment: WebEnvironment, localization: FeedLocalization) {
        let characters = environment.presenter(for: localization)
        let episodes = EpisodesPresenter(localization: localization, currentDate: environment.currentDate)
        let unknown = localization.string(.libraryUnknownItem)
        self.chrome = chrome
        heading = localization.string(.libraryTitle)
        favoritesTitle = localization.string(.libraryFavorites)
        cards = shelf.characters.map { CardContext(characters.viewModel(for: $0), marks: marks) }
        missingCharacters = shelf.missingCharacterIDs.map { Missing(id: $0, label: "#\($0) · \(unknown)", favorite: marks.favorite($0), watched: nil) }
        let noFavorites = shelf.characters.isEmpty && shelf.missingCharacterIDs.isEmpty
        favoritesEmpty = noFavorites ? localization.string(.libraryNoFavorites) : nil
        watchedTitle = localization.string(.libraryWatched)
        self.episodes = shelf.episodes.map { EpisodeEntry(episodes.viewModel(for: $0), marks: marks) }
        missingEpisodes = shelf.missingEpisodeIDs.map { Missing(id: $0, label: "#\($0) · \(unknown)", favorite: nil, watched: marks.watched($0)) }
        watchedEmpty = shelf.episodes.isEmpty && shelf.missingEpisodeIDs.isEmpty ? localization.string(.libraryNoWatched) : nil
        let missingCount = shelf.missingCharacterIDs.count + shelf.missingEpisodeIDs.count
        notice = missingCount == 0 ? nil : localization.string(
            .libraryNamesMissing, missingCount,
            shelf.namesError.map { characters.errorViewModel(for: $0).message } ?? ""
        )
    }
}
