import RickAndMortyFeed

/// What `rmfeed stats` prints (docs/USAGE.md, "The command-line tool"): a titled list of counts
/// per figure, or one JSON object for scripts. A partial cache is said first.
struct StatsOutput {
    let statistics: ShowStatistics

    var table: String {
        var blocks: [String] = []
        if let partial = partialNote { blocks.append(partial) }
        blocks.append("Cached: \(statistics.characterCount) characters, \(statistics.episodeCount) episodes, \(statistics.locationCount) locations")
        blocks.append(Self.list("Characters by status", statistics.status))
        blocks.append(Self.list("Characters by species", statistics.species))
        blocks.append(Self.list("Characters by gender", statistics.gender))
        blocks.append(Self.table(
            ["Season", "Episodes", "Characters", "Cast of each episode"],
            statistics.seasons.map { season in
                [String(season.number), String(season.episodes.count), String(season.distinctCast),
                 season.episodes.map { String($0.cast) }.joined(separator: " ")]
            }
        ))
        blocks.append(Self.table(
            ["Id", "In the most episodes", "Episodes"],
            statistics.mostAppearances.map { [String($0.id), $0.name, String($0.episodes)] }
        ))
        blocks.append(Self.list("Locations by type", statistics.locationTypes))
        blocks.append(Self.list("Locations by dimension", statistics.dimensions))
        return blocks.joined(separator: "\n\n")
    }

    var json: String {
        OrderedJSON.object([
            ("whole", .object([
                ("characters", .bool(statistics.whole.characters)), ("episodes", .bool(statistics.whole.episodes)),
                ("locations", .bool(statistics.whole.locations)),
            ])),
            ("characters", .object([
                ("count", .number(statistics.characterCount)),
                ("status", Self.counts(statistics.status)),
                ("species", Self.counts(statistics.species)),
                ("gender", Self.counts(statistics.gender)),
                ("mostEpisodes", .array(statistics.mostAppearances.map {
                    .object([("id", .number($0.id)), ("name", .string($0.name)), ("episodes", .number($0.episodes))])
                })),
            ])),
            ("episodes", .object([
                ("count", .number(statistics.episodeCount)),
                ("seasons", .array(statistics.seasons.map { season in
                    .object([
                        ("season", .number(season.number)),
                        ("episodes", .number(season.episodes.count)),
                        ("characters", .number(season.distinctCast)),
                        ("casts", .array(season.episodes.map { .object([("code", .string($0.code)), ("cast", .number($0.cast))]) })),
                    ])
                })),
            ])),
            ("locations", .object([
                ("count", .number(statistics.locationCount)),
                ("type", Self.counts(statistics.locationTypes)),
                ("dimension", Self.counts(statistics.dimensions)),
            ])),
        ]).text
    }

    private var partialNote: String? {
        let whole = statistics.whole
        let missing = [("characters", whole.characters), ("episodes", whole.episodes), ("locations", whole.locations)]
            .filter { !$0.1 }.map(\.0)
        guard let last = missing.last else { return nil }
        let names = missing.count == 1 ? last : missing.dropLast().joined(separator: ", ") + " and " + last
        return "The cache does not hold every page of the \(names): these figures count what it holds. `rmfeed sync` fetches the whole show."
    }

    private static func counts(_ counts: [ShowStatistics.ValueCount]) -> OrderedJSON {
        .array(counts.map { .object([("value", .string($0.value)), ("count", .number($0.count))]) })
    }

    private static func list(_ title: String, _ counts: [ShowStatistics.ValueCount]) -> String {
        table([title, "Count"], counts.map { [$0.value.isEmpty ? "(none)" : $0.value, String($0.count)] })
    }

    private static func table(_ header: [String], _ rows: [[String]]) -> String {
        let lines = TextTable.lines(header: header, rows: rows)
        return (rows.isEmpty ? lines + ["(none cached)"] : lines).joined(separator: "\n")
    }
}
