import RickAndMortyFeed

/// A character's appearances drawn as SVG by `character.mustache`: one row per season, one cell
/// per episode, filled where they appear; with first and last appearance linked, and the same
/// facts as `<title>`/`<desc>` and a table (the stats page's, `chart-table.mustache`).
struct SeasonStripContext: Sendable {
    /// An episode named as a link: code, name and air date.
    struct Appearance: Sendable {
        let label: String
        let href: String
        let code: String
        let name: String
        let airDate: String
    }

    struct Cell: Sendable {
        let x: Int
        let y: Int
        let present: Bool
        let code: String
    }

    struct Row: Sendable {
        let label: String
        let textY: Int
        let cells: [Cell]
    }

    static let labelWidth = 110
    static let cellSize = 14
    static let cellStep = 17
    static let rowHeight = 22

    let appearances: [Appearance]
    let id = "appearances"
    let title: String
    let description: String
    let partial: String?
    let stripRows: [Row]
    let width: Int
    let height: Int
    let cellSize = SeasonStripContext.cellSize
    let tableTitle: String
    let tableOpen = false
    let headers: [String]
    /// The table's, named as `BarChartContext`'s for `chart-table.mustache`.
    let rows: [BarChartContext.Row]

    /// `nil` when the cache holds no season to draw.
    init?(_ appearances: CharacterAppearances, localization: FeedLocalization) {
        guard !appearances.seasons.isEmpty else { return nil }
        self.appearances = [
            appearances.first.map { Self.appearance(.appearanceFirst, $0, localization) },
            appearances.last.map { Self.appearance(.appearanceLast, $0, localization) },
        ].compactMap { $0 }
        title = localization.string(.appearanceStrip)
        let seasonNames = appearances.seasons.map { localization.string(.statsSeason, $0.number) }
        let inCount = appearances.seasons.map { $0.appearances.count }.reduce(0, +)
        let allCount = appearances.seasons.map(\.episodes.count).reduce(0, +)
        description = localization.string(
            .appearanceDescription, inCount, allCount,
            zip(seasonNames, appearances.seasons).map { name, season in
                "\(name): " + localization.string(.appearanceOf, season.appearances.count, season.episodes.count)
            }.joined(separator: ", ")
        )
        partial = appearances.wholeShow ? nil : localization.string(.appearancePartial)
        stripRows = zip(seasonNames, appearances.seasons).enumerated().map { index, named in
            let top = index * Self.rowHeight
            return Row(
                label: named.0, textY: top + Self.rowHeight / 2 + 5,
                cells: zip(named.1.episodes, named.1.present).enumerated().map { column, cell in
                    Cell(x: Self.labelWidth + column * Self.cellStep, y: top + (Self.rowHeight - Self.cellSize) / 2, present: cell.1, code: cell.0.code)
                }
            )
        }
        width = Self.labelWidth + max(1, appearances.seasons.map(\.episodes.count).max() ?? 1) * Self.cellStep
        height = appearances.seasons.count * Self.rowHeight
        tableTitle = localization.string(.statsTable)
        headers = [localization.string(.facetSeason), localization.string(.labelEpisodes), localization.string(.appearanceIn)]
        rows = zip(seasonNames, appearances.seasons).map { name, season in
            BarChartContext.Row(
                name: name, href: nil,
                cells: [localization.string(.appearanceOf, season.appearances.count, season.episodes.count),
                        season.appearances.map(\.code).joined(separator: ", ")]
            )
        }
    }

    private static func appearance(_ label: FeedStringKey, _ episode: FeedEpisode, _ localization: FeedLocalization) -> Appearance {
        Appearance(label: localization.string(label), href: "/episodes/\(episode.id)", code: episode.code, name: episode.name, airDate: episode.airDate)
    }
}
