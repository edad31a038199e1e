import Foundation

/// Turns episodes into what a person reads, in their language.
public struct EpisodesPresenter: Sendable {
    private let presentation: PagePresentation

    public init(localization: FeedLocalization, currentDate: @escaping @Sendable () -> Date = Date.init) {
        presentation = PagePresentation(localization: localization, currentDate: currentDate)
    }

    public func viewModel(
        for page: EpisodesPage, source: FeedSource, saveFailed: Bool = false
    ) -> ResourcePageViewModel<EpisodeViewModel> {
        presentation.viewModel(for: page, source: source, saveFailed: saveFailed, texts: .episodes, item: viewModel(for:))
    }

    /// Where one item (a detail view) came from, said as its list says it: "Latest episodes from
    /// the server", "Offline — showing episodes saved 2 days ago".
    public func sourceMessage(for source: FeedSource) -> String {
        presentation.sourceMessage(for: source, texts: .episodes)
    }

    public func viewModel(for episode: FeedEpisode) -> EpisodeViewModel {
        let localization = presentation.localization
        return EpisodeViewModel(
            id: episode.id,
            name: episode.name,
            code: episode.code,
            seasonAndNumber: EpisodeCode.parse(episode.code).map {
                localization.string(.episodeSeasonNumber, $0.season, $0.episode)
            },
            airDate: episode.airDateValue.map(longDate) ?? episode.airDate,
            characters: presentation.plural(episode.characterIDs.count, one: .charactersOne, other: .charactersOther),
            characterIDs: episode.characterIDs
        )
    }

    /// "December 2, 2013", "2 de diciembre de 2013", "2 de dezembro de 2013".
    private func longDate(_ date: Date) -> String {
        let language = presentation.localization.language
        return (Self.longDateFormatters[language] ?? Self.longDateFormatter(language)).string(from: date)
    }

    /// One formatter per supported language, made once: making one (ICU reads its patterns) for
    /// every episode shown was a third of a character's page.
    private static let longDateFormatters: [String: DateFormatter] = Dictionary(
        uniqueKeysWithValues: FeedLocalization.supportedLanguages.map { ($0, longDateFormatter($0)) }
    )

    private static func longDateFormatter(_ language: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: language)
        formatter.timeZone = .gmt
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return formatter
    }
}
