import ArgumentParser
import Foundation
import RickAndMortyApp
import RickAndMortyFeed

extension FeedPreference: ExpressibleByArgument {}

/// `rmfeed characters`: one page of the feed as a table or JSON.
struct CharactersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "characters",
        abstract: "Show a page of characters: the latest from the API, or the cache when offline.",
        discussion: """
        Remote-first: the latest page from the API replaces that page in the cache (every cached \
        page keeps its own timestamp); when the API cannot be reached or answers with invalid \
        data, the cached page is shown instead if it is less than 7 days old. \
        With --prefer cache, a valid cached page is shown without asking the API.
        """
    )

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case table, json
    }

    @OptionGroup var options: GlobalOptions

    @Option(help: "The page to show, from 1.") var page = 1
    @Option(help: "Only characters whose name contains this.") var name: String?
    @Option(help: "alive, dead or unknown.") var status: String?
    @Option(help: "Only characters whose species contains this (human also matches Humanoid).") var species: String?
    @Option(help: "Only characters whose type contains this.") var type: String?
    @Option(help: "female, male, genderless or unknown.") var gender: String?
    @Option(help: "Ask the API first (remote) or show a valid cache first (cache).") var prefer: FeedPreference = .remote
    @Option(help: "table for people, json for scripts.") var format: Format = .table

    func validate() throws {
        guard page >= 1 else { throw ValidationError("--page must be 1 or more") }
    }

    func run() async throws {
        let query = CharactersQuery(
            page: page,
            filters: CharacterFilters(name: name, status: status, species: species, type: type, gender: gender)
        )
        try await AppSession.run(options) { app, presenter, _ in
            let loaded: LoadedCharactersPage
            do {
                loaded = try await app.feed(preferring: prefer).load(query)
            } catch {
                printError(presenter.errorViewModel(for: error).message)
                throw ExitCode.failure
            }
            let viewModel = presenter.viewModel(for: loaded.page, source: loaded.source, saveFailed: loaded.saveFailed)
            switch format {
            case .table: StandardStream.output.write(CharactersTable.render(viewModel))
            case .json: printOutput(CharactersJSON.render(loaded, page: query.page))
            }
            if let saveError = viewModel.saveErrorMessage { printError(saveError) }
        }
    }
}
