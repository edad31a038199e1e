import RickAndMortyFeed

/// A cast or a list of residents as `rmfeed characters` shows characters; no lines when empty.
enum CastTable {
    static func lines(_ characters: [FeedCharacter], presenter: CharactersPresenter) -> [String] {
        guard !characters.isEmpty else { return [] }
        return TextTable.lines(header: CharactersTable.header, rows: characters.map { CharactersTable.row(presenter.viewModel(for: $0)) })
    }
}
