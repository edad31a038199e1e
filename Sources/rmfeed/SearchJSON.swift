import RickAndMortyFeed

/// The JSON of `rmfeed search --format json` (docs/USAGE.md, "The command-line tool"):
/// `{"query","results":[{"kind","id","name"}],"suggestions":[…]}`, best match first; the
/// suggestions, in the same shape, only when nothing matched.
enum SearchJSON {
    static func render(_ answer: SearchAnswer, query: String) -> String {
        OrderedJSON.object([
            ("query", .string(query)),
            ("results", items(answer.results)),
            ("suggestions", items(answer.suggestions)),
        ]).text
    }

    private static func items(_ results: [SearchResult]) -> OrderedJSON {
        .array(results.map { result in
            .object([("kind", .string(result.kind.rawValue)), ("id", .number(result.id)), ("name", .string(result.name))])
        })
    }
}
