import Foundation
import ArgumentParser
import RickAndMortyApp

/// `rmfeed favorite ID`: adds a character to the personal library's favourites.
struct FavoriteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorite",
        abstract: "Add a character to your favourites (kept in the data folder, not the cache).",
        discussion: "The character must exist: it is looked up in the cache, else the API. Adding a favourite twice changes nothing."
    )

    @OptionGroup var options: GlobalOptions
    @Argument(help: "The character's id.") var id: Int
    @Option(help: "table for people, json for scripts.") var format: LibraryOutputFormat = .table

    func validate() throws { try validateLibraryID(id) }

    func run() async throws {
        try await LibrarySession.run(options) { library, _ in
            let change = try await library.favorite(characterID: id)
            LibraryChangeOutput.print(change, format: format, list: .favorites)
        }
    }
}
