import RickAndMortyFeed

/// What `stats.mustache` shows: the cache's figures as charts, each with its table, and a note
/// when the cache does not hold the whole show.
struct StatsPageContext: Sendable {
    let chrome: PageChrome
    let heading: String
    let summary: String
    let partial: String?
    let charts: [BarChartContext]

    init(_ statistics: ShowStatistics, chrome: PageChrome, localization: FeedLocalization) {
        self.chrome = chrome
        heading = localization.string(.statsTitle)
        summary = localization.string(.statsSummary, statistics.characterCount, statistics.episodeCount, statistics.locationCount)
        partial = statistics.whole.all ? nil : localization.string(.statsPartial)
        let valueHeaders = [localization.string(.statsValue), localization.string(.statsCount)]
        func counts(_ id: String, _ title: FeedStringKey, _ counts: [ShowStatistics.ValueCount]) -> BarChartContext {
            let labelled = counts.map { (label: $0.value.isEmpty ? localization.string(.statsNoValue) : $0.value, count: $0.count) }
            return BarChartContext(
                id: id, title: localization.string(title),
                values: labelled.map { ($0.label, $0.count, "") },
                headers: valueHeaders, rows: labelled.map { (nil, [$0.label, String($0.count)]) }, localization: localization
            )
        }
        charts = [
            counts("status", .statsStatus, statistics.status),
            counts("species", .statsSpecies, statistics.species),
            counts("gender", .statsGender, statistics.gender),
            Self.seasons(statistics.seasons, localization),
            Self.mostEpisodes(statistics.mostAppearances, localization),
            counts("location-types", .statsLocationTypes, statistics.locationTypes),
            counts("dimensions", .statsDimensions, statistics.dimensions),
        ]
    }

    private static func seasons(_ seasons: [ShowStatistics.Season], _ localization: FeedLocalization) -> BarChartContext {
        BarChartContext(
            id: "seasons", title: localization.string(.statsSeasons),
            values: seasons.map { season in
                (localization.string(.statsSeason, season.number), season.episodes.count,
                 localization.string(.statsSeasonCounts, season.episodes.count, season.distinctCast))
            },
            headers: [
                localization.string(.statsValue), localization.string(.episodesTitle),
                localization.string(.navCharacters), localization.string(.statsCasts),
            ],
            rows: seasons.map { season in
                (nil, [localization.string(.statsSeason, season.number), String(season.episodes.count), String(season.distinctCast),
                       season.episodes.map { "\($0.code) \($0.cast)" }.joined(separator: ", ")])
            },
            localization: localization
        )
    }

    private static func mostEpisodes(_ characters: [ShowStatistics.Appearances], _ localization: FeedLocalization) -> BarChartContext {
        BarChartContext(
            id: "most-episodes", title: localization.string(.statsMostEpisodes),
            values: characters.map { ($0.name, $0.episodes, localization.string(.statsEpisodeCount, $0.episodes)) },
            headers: [localization.string(.navCharacters), localization.string(.episodesTitle)],
            rows: characters.map { ("/characters/\($0.id)", [$0.name, String($0.episodes)]) },
            mostBars: ShowStatistics.mostAppearancesCount, localization: localization
        )
    }
}
