import RickAndMortyFeed

/// The table of `rmfeed search`: one row per result, best first; or why there is none, with
/// the nearest items when there are some ("Did you mean:").
enum SearchTable {
    static func render(_ answer: SearchAnswer, localization: FeedLocalization) -> String {
        var lines: [String]
        if answer.cacheIsEmpty {
            lines = [localization.string(.searchEmptyCache)]
        } else if answer.results.isEmpty {
            lines = [localization.string(.searchNoResults)]
            if !answer.suggestions.isEmpty {
                lines += [localization.string(.searchDidYouMean)] + table(answer.suggestions, localization)
            }
        } else {
            lines = table(answer.results, localization)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func table(_ results: [SearchResult], _ localization: FeedLocalization) -> [String] {
        TextTable.lines(header: ["KIND", "ID", "NAME"], rows: results.map { result in
            [kindName(result.kind, localization), String(result.id), result.name]
        })
    }

    static func kindName(_ kind: SearchKind, _ localization: FeedLocalization) -> String {
        switch kind {
        case .character: localization.string(.kindCharacter)
        case .episode: localization.string(.kindEpisode)
        case .location: localization.string(.kindLocation)
        }
    }
}
