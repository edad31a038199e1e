import RickAndMortyFeed

/// `rmfeed episode ID` as a table: the episode's code, air date and cast size, then its cast
/// as `rmfeed characters` lists characters.
enum EpisodeDetailText {
    static func render(_ detail: EpisodeDetail, presenter: EpisodesPresenter, characters: CharactersPresenter) -> String {
        let episode = presenter.viewModel(for: detail.episode)
        let text = characters.localization
        let code = episode.seasonAndNumber.map { "\(episode.code) (\($0))" } ?? episode.code
        return DetailText.render(
            title: episode.name,
            fields: [
                (text.string(.labelEpisodeCode), code),
                (text.string(.labelAirDate), episode.airDate),
                (text.string(.labelCast), episode.characters),
            ],
            links: CastTable.lines(detail.cast, presenter: characters),
            source: presenter.sourceMessage(for: detail.source)
        )
    }
}
