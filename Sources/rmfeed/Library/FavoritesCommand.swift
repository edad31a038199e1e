import Foundation
import ArgumentParser
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed favorites`: the favourite characters with their names, the earliest added first.
struct FavoritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorites",
        abstract: "List your favourite characters, with their names and when you added them.",
        discussion: """
        Names come from the cache, else the API (many ids in one request). Offline with nothing \
        cached, the favourites are listed without names and standard error says why.
        """
    )

    @OptionGroup var options: GlobalOptions
    @Option(help: "table for people, json for scripts.") var format: LibraryOutputFormat = .table

    func run() async throws {
        try await LibrarySession.run(options) { library, presenter in
            let listing = try await library.listing([.favoriteCharacter])
            switch format {
            case .table:
                printOutput(LibraryTable.render(listing.favorites, empty: "No favourites yet: `rmfeed favorite ID` adds one."))
            case .json:
                printOutput(#"{"favorites":"# + LibraryJSON.array(listing.favorites) + "}")
            }
            LibrarySession.reportMissingNames(listing, presenter)
        }
    }
}
