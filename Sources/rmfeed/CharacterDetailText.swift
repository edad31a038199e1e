import RickAndMortyFeed

/// `rmfeed character ID` as a table: the character's fields, its origin and last location
/// (with their type and dimension when known), and the table of its episodes.
enum CharacterDetailText {
    static func render(_ detail: CharacterDetail, presenter: CharactersPresenter, episodes: EpisodesPresenter, locations: LocationsPresenter) -> String {
        let character = presenter.viewModel(for: detail.character)
        let text = presenter.localization
        var fields: [(label: String, value: String)] = [
            (text.string(.labelStatus), character.status),
            (text.string(.labelSpecies), character.species),
        ]
        if let type = character.type { fields.append((text.string(.labelType), type)) }
        fields += [
            (text.string(.labelGender), character.gender),
            (text.string(.labelOrigin), place(character.origin, detail.origin, locations)),
            (text.string(.labelLocation), place(character.location, detail.location, locations)),
            (text.string(.labelEpisodes), character.episodes),
        ]
        let rows = detail.episodes.map { EpisodesTable.row(episodes.viewModel(for: $0)) }
        return DetailText.render(
            title: character.name,
            fields: fields,
            links: rows.isEmpty ? [] : TextTable.lines(header: EpisodesTable.header, rows: rows),
            source: presenter.sourceMessage(for: detail.source)
        )
    }

    /// "Earth (C-137) (Planet, Dimension C-137)" when the location is known, else the name the
    /// character carries.
    private static func place(_ name: String, _ location: FeedLocation?, _ presenter: LocationsPresenter) -> String {
        guard let location else { return name }
        let viewModel = presenter.viewModel(for: location)
        return "\(viewModel.name) (\(viewModel.type), \(viewModel.dimension))"
    }
}
