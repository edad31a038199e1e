import ArgumentParser
import RickAndMortyApp
import RickAndMortyFeed

extension SearchKind: ExpressibleByArgument {}

/// `rmfeed search TEXT`: full-text search of the cache, offline.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search everything cached, offline: characters, episodes and locations.",
        discussion: """
        Matches the start of words, whatever the case and accents ("sanch" finds Rick Sánchez), \
        in characters' names, species, types, origins and locations, episodes' names and codes \
        (S01E01), and locations' names, types and dimensions. Every word must match; the best \
        match comes first. The API is never asked: run rmfeed sync to have everything to search. \
        No match is an honest answer (exit 0).
        """
    )

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case table, json
    }

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The words to search for.") var text: String
    @Option(help: "Only this kind: character, episode or location.") var kind: SearchKind?
    @Option(help: "The most results to show, 1 to \(LocalSearch.maxLimit).") var limit = 20
    @Option(help: "table for people, json for scripts.") var format: Format = .table

    func validate() throws {
        guard (1...LocalSearch.maxLimit).contains(limit) else {
            throw ValidationError("--limit must be from 1 to \(LocalSearch.maxLimit)")
        }
    }

    func run() async throws {
        try await AppSession.run(options) { app, presenter, _ in
            let answer: SearchAnswer
            do {
                answer = try await app.search(SearchTerms(text), kinds: kind.map { [$0] } ?? Set(SearchKind.allCases), limit: limit)
            } catch {
                printError("Could not search the cache: \(error)")
                throw ExitCode.failure
            }
            let localization = presenter.localization
            switch format {
            case .table:
                StandardStream.output.write(SearchTable.render(answer, localization: localization))
            case .json:
                printOutput(SearchJSON.render(answer, query: text))
                if answer.cacheIsEmpty { printError(localization.string(.searchEmptyCache)) }
            }
        }
    }
}
