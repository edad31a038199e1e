import ArgumentParser
import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed characters`: one page of the feed, or the characters of an episode or a location, as a table or JSON.
struct CharactersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "characters",
        abstract: "Show a page of characters: the latest from the API, or the cache when offline.",
        discussion: """
        Remote-first: the latest page from the API replaces that page in the cache (every cached \
        page keeps its own timestamp); when the API cannot be reached or answers with invalid \
        data, the cached page is shown instead if it is less than 7 days old. \
        With --prefer cache, a valid cached page is shown without asking the API. \
        With --episode or --location, every character of that episode or location is shown \
        (from the cache after a sync, else through the API), with no paging or filters.
        """
    )

    @OptionGroup var options: GlobalOptions

    @Option(help: "The page to show, from 1 (default 1).") var page: Int?
    @Option(help: "Only characters whose name contains this.") var name: String?
    @Option(help: "alive, dead or unknown.") var status: String?
    @Option(help: "Only characters whose species contains this (human also matches Humanoid).") var species: String?
    @Option(help: "Only characters whose type contains this.") var type: String?
    @Option(help: "female, male, genderless or unknown.") var gender: String?
    @Option(help: ArgumentHelp("The characters of this episode, by code (S01E01) or id.", valueName: "code|id"))
    var episode: String?
    @Option(help: ArgumentHelp("The residents of this location, by id.", valueName: "id"))
    var location: Int?
    @OptionGroup var view: ViewOptions

    func validate() throws {
        if let page, page < 1 { throw ValidationError("--page must be 1 or more") }
        guard episode != nil || location != nil else { return }
        if episode != nil, location != nil { throw ValidationError("--episode and --location cannot be used together") }
        if page != nil || [name, status, species, type, gender].contains(where: { $0 != nil }) {
            throw ValidationError("--episode and --location show every character of one episode or location: no --page or filters")
        }
        if let location, location < 1 { throw ValidationError("--location must be an id, 1 or more") }
        if let episode, LinkedCharacters.Link(episode: episode) == nil {
            throw ValidationError("--episode must be a code like S01E01 or an id, 1 or more, got '\(episode)'")
        }
    }

    func run() async throws {
        let link = episode.flatMap(LinkedCharacters.Link.init(episode:)) ?? location.map(LinkedCharacters.Link.location)
        let query = CharactersQuery(
            page: page ?? 1,
            filters: CharacterFilters(name: name, status: status, species: species, type: type, gender: gender)
        )
        try await AppSession.run(options) { app, presenter, _ in
            let loaded = if let link {
                try await ShownOrFailed.found(presenter) { try await LinkedCharacters.load(link, from: app, preferring: view.prefer) }
            } else {
                try await ShownOrFailed.load(presenter) { try await app.feed(preferring: view.prefer).load(query) }
            }
            let viewModel = presenter.viewModel(for: loaded.page, source: loaded.source, saveFailed: loaded.saveFailed)
            switch view.format {
            case .table: StandardStream.output.write(CharactersTable.render(viewModel))
            case .json: printOutput(CharactersJSON.render(loaded, page: query.page))
            }
            if let saveError = viewModel.saveErrorMessage { printError(saveError) }
        }
    }
}
