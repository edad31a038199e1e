import Foundation
import ArgumentParser
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed export --format json|csv`: the whole personal library with its items' names.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your library (favourites and watched episodes, with names) as JSON or CSV.",
        discussion: """
        json: {"favorites":[{"id","name","addedAt"}],"watched":[{"id","code","name","addedAt"}]}. \
        csv: RFC 4180 in UTF-8 with CRLF line ends and a header row, one row per item: \
        list (favorite or watched), id, code, name, addedAt. A name that cannot be had \
        (offline, nothing cached) is null or an empty field, and standard error says why.
        """
    )

    @OptionGroup var options: GlobalOptions
    @Option(help: "json or csv.") var format: ExportFormat = .json

    func run() async throws {
        try await LibrarySession.run(options) { library, presenter in
            let listing = try await library.listing()
            switch format {
            case .json: printOutput(LibraryJSON.export(listing))
            case .csv: StandardStream.output.write(LibraryCSV.export(listing))
            }
            LibrarySession.reportMissingNames(listing, presenter)
        }
    }
}
