import RickAndMortyFeed

/// The JSON of `rmfeed search --format json` (README.md, "The command-line tool"):
/// `{"query","results":[{"kind","id","name"}]}`, best match first.
enum SearchJSON {
    static func render(_ answer: SearchAnswer, query: String) -> String {
        OrderedJSON.object([
            ("query", .string(query)),
            ("results", .array(answer.results.map { result in
                .object([("kind", .string(result.kind.rawValue)), ("id", .number(result.id)), ("name", .string(result.name))])
            })),
        ]).text
    }
}
