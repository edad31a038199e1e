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
        (from the cache after a sync, else through the API), with no paging or filters. \
        With --origin, every character from that location, and with --sort name or episodes, \
        the characters in that order: these need the whole feed, so they are answered from a \
        valid cache after `rmfeed sync` (else an error says to sync); --sort also orders the \
        characters of --episode and --location.
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
    @Option(help: ArgumentHelp("The characters whose origin is this location, by id (from the cache after a sync).", valueName: "id"))
    var origin: Int?
    @Option(help: "id (the API's order), name, or episodes (most first); ties by id.") var sort: CharacterOrder?
    @OptionGroup var view: ViewOptions

    func validate() throws {
        if let page, page < 1 { throw ValidationError("--page must be 1 or more") }
        let links = [episode != nil, location != nil, origin != nil].filter { $0 }.count
        guard links > 0 else { return }
        if links > 1 { throw ValidationError("--episode, --location and --origin cannot be used together") }
        if page != nil || [name, status, species, type, gender].contains(where: { $0 != nil }) {
            throw ValidationError("--episode, --location and --origin show every character of one episode or location: no --page or filters")
        }
        if let location, location < 1 { throw ValidationError("--location must be an id, 1 or more") }
        if let origin, origin < 1 { throw ValidationError("--origin must be an id, 1 or more") }
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
            let loaded = if let listing = listingQuery(query) {
                try await ShownOrFailed.listed(presenter) { try await app.characterListing(listing) }
            } else if let link {
                try await ShownOrFailed.found(presenter) {
                    try await LinkedCharacters.load(link, from: app, preferring: view.prefer)?.sorted(sort)
                }
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

    /// What only the whole feed in the cache can answer: an origin, or an order that is not the
    /// API's (`nil` for everything the API answers).
    private func listingQuery(_ query: CharactersQuery) -> CharacterListingQuery? {
        if let origin { return CharacterListingQuery(originID: origin, order: sort ?? .id, pageSize: nil) }
        guard episode == nil, location == nil, let sort, sort != .id else { return nil }
        return CharacterListingQuery(filters: query.filters, order: sort, page: query.page)
    }
}
