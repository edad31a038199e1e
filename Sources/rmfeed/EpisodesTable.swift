import RickAndMortyFeed

/// The table of `rmfeed episodes`: one aligned row per episode, then where the data came from.
enum EpisodesTable {
    static let header = ["ID", "CODE", "NAME", "AIR DATE", "CHARACTERS"]

    static func render(_ viewModel: ResourcePageViewModel<EpisodeViewModel>) -> String {
        TextTable.render(viewModel, header: header, row: row)
    }

    static func row(_ episode: EpisodeViewModel) -> [String] {
        [String(episode.id), episode.code, episode.name, episode.airDate, String(episode.characterIDs.count)]
    }
}
