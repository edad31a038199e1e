import Foundation

/// Turns what the feed delivered into what a person reads, in their language.
/// `currentDate` is injected so "saved 2 days ago" is deterministic in tests.
public struct CharactersPresenter: Sendable {
    public let localization: FeedLocalization
    private let presentation: PagePresentation

    public init(localization: FeedLocalization, currentDate: @escaping @Sendable () -> Date = Date.init) {
        self.localization = localization
        presentation = PagePresentation(localization: localization, currentDate: currentDate)
    }

    /// The page's states are said as every list says them (`PagePresentation`), in the characters' words.
    public func viewModel(for page: CharactersPage, source: FeedSource, saveFailed: Bool = false) -> CharactersViewModel {
        presentation.viewModel(for: page, source: source, saveFailed: saveFailed, texts: .characters, item: viewModel(for:))
    }

    /// `remote` or `cache`: the stable token scripts and pages rely on (the web page's
    /// `data-source`, the JSON output's `source`). Decided here only, for every UI.
    public static func sourceToken(for source: FeedSource) -> String {
        source == .remote ? "remote" : "cache"
    }

    /// The cache is shown because remote failed: the person is offline (or the API is broken).
    /// A cache the person preferred is not "offline".
    public static func isOffline(_ source: FeedSource) -> Bool {
        if case .cache(_, remoteError: .some) = source { return true }
        return false
    }

    /// Where one item (a detail view) came from, said as its list says it: "Latest characters from
    /// the server", "Offline — showing characters saved 2 days ago".
    public func sourceMessage(for source: FeedSource) -> String {
        presentation.sourceMessage(for: source, texts: .characters)
    }

    public func viewModel(for character: FeedCharacter) -> CharacterViewModel {
        CharacterViewModel(
            id: character.id,
            name: character.name,
            status: CharacterVocabulary.status(character.status, in: localization),
            statusKind: CharacterVocabulary.statusKind(character.status),
            species: character.species,
            type: character.type.isEmpty ? nil : character.type,
            gender: CharacterVocabulary.gender(character.gender, in: localization),
            origin: character.origin,
            location: character.location,
            episodes: presentation.plural(character.episodeCount, one: .episodesOne, other: .episodesOther),
            hasImage: character.image != nil
        )
    }

    /// Connectivity and invalid data have their own messages; anything else reads as connectivity,
    /// because what the person can do about it (retry later) is the same.
    public func errorViewModel(for error: any Error) -> FeedErrorViewModel {
        let message = (error as? RemoteLoadError) == .invalidData
            ? localization.string(.invalidDataError)
            : localization.string(.connectionError)
        return FeedErrorViewModel(message: message, retryTitle: localization.string(.retry))
    }

    /// How long ago `date` was, in whole minutes, hours or days ("2 days ago").
    public func age(since date: Date) -> String {
        presentation.age(since: date)
    }
}
