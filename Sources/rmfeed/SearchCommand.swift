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
        Matches words and the start of words, whatever the case and accents ("sanch" finds \
        Rick Sánchez), with one typo in words of 5 to 8 letters and two in longer ones ("sanchex"), \
        in characters' names, species, types, origins and locations, episodes' names and codes, \
        and locations' names, types and dimensions. Episode codes are read loosely (S02E03, s2e3, \
        2x03, "season 2 episode 3"); s2 lists a season. Best first: all the words before some, no \
        typo before a typo, the name before other fields, whole words before starts, then the \
        characters in more episodes, the episodes with larger casts, the locations with more \
        residents. The API is never asked: run rmfeed sync to have everything to search. No match \
        is an honest answer (exit 0), with the nearest names when there are some.
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
