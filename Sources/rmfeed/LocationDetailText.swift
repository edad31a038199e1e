import RickAndMortyFeed

/// `rmfeed location ID` as a table: the location's type, dimension and number of residents,
/// then its residents as `rmfeed characters` lists characters.
enum LocationDetailText {
    static func render(_ detail: LocationDetail, presenter: LocationsPresenter, characters: CharactersPresenter) -> String {
        let location = presenter.viewModel(for: detail.location)
        let text = characters.localization
        return DetailText.render(
            title: location.name,
            fields: [
                (text.string(.labelType), location.type),
                (text.string(.labelDimension), location.dimension),
                (text.string(.labelResidents), location.residents),
            ],
            links: CastTable.lines(detail.residents, presenter: characters),
            source: presenter.sourceMessage(for: detail.source)
        )
    }
}
