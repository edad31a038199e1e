import Foundation
import ArgumentParser
import RickAndMortyApp

/// `rmfeed unfavorite ID`: takes a character out of the favourites.
struct UnfavoriteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unfavorite",
        abstract: "Take a character out of your favourites.",
        discussion: "Works offline and for ids the API no longer knows. Taking out one that is not there changes nothing."
    )

    @OptionGroup var options: GlobalOptions
    @Argument(help: "The character's id.") var id: Int
    @Option(help: "table for people, json for scripts.") var format: LibraryOutputFormat = .table

    func validate() throws { try validateLibraryID(id) }

    func run() async throws {
        try await LibrarySession.run(options) { library, _ in
            let change = try await library.unfavorite(characterID: id)
            LibraryChangeOutput.print(change, format: format, list: .favorites)
        }
    }
}
