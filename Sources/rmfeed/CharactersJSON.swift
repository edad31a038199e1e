import RickAndMortyApp
import RickAndMortyFeed

/// The JSON of `rmfeed characters --format json`: `{"source","savedAt","page","next","characters":[…]}`.
enum CharactersJSON {
    static func render(_ loaded: LoadedCharactersPage, page: Int) -> String {
        PageJSON.render(loaded, page: page, itemsKey: "characters", item: ItemJSON.character)
    }
}
