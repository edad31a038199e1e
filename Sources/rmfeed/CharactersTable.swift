import RickAndMortyFeed

/// The table of `rmfeed characters`: one aligned row per character, then where the data came from.
enum CharactersTable {
    static let header = ["ID", "NAME", "STATUS", "SPECIES", "GENDER"]

    static func render(_ viewModel: CharactersViewModel) -> String {
        TextTable.render(viewModel, header: header, row: row)
    }

    static func row(_ character: CharacterViewModel) -> [String] {
        [String(character.id), character.name, character.status, character.species, character.gender]
    }
}
