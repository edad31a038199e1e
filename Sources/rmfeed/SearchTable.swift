import RickAndMortyFeed

/// The table of `rmfeed search`: one row per result, best first; or why there is none.
enum SearchTable {
    static func render(_ answer: SearchAnswer, localization: FeedLocalization) -> String {
        let lines: [String]
        if answer.cacheIsEmpty {
            lines = [localization.string(.searchEmptyCache)]
        } else if answer.results.isEmpty {
            lines = [localization.string(.searchNoResults)]
        } else {
            lines = TextTable.lines(header: ["KIND", "ID", "NAME"], rows: answer.results.map { result in
                [kindName(result.kind, localization), String(result.id), result.name]
            })
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func kindName(_ kind: SearchKind, _ localization: FeedLocalization) -> String {
        switch kind {
        case .character: localization.string(.kindCharacter)
        case .episode: localization.string(.kindEpisode)
        case .location: localization.string(.kindLocation)
        }
    }
}
