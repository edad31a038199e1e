import RickAndMortyFeed

/// A horizontal bar chart drawn as SVG by `stats.mustache`, with its text equivalents: the SVG's
/// `<title>` and `<desc>`, and a table of every value. Positions are computed here, so the
/// template only places them.
struct BarChartContext: Sendable {
    /// One bar: its label, its count and where it is drawn.
    struct Bar: Sendable {
        let label: String
        let count: String
        /// Said instead of the bare count when there is more to say ("11 episodes, 349 characters").
        let detail: String?
        let barY: Int
        let textY: Int
        let barWidth: Int
        let countX: Int
    }

    /// A row of the table: every value, not only those drawn; the first cell links to the
    /// value's page when it has one (a character's). The drawing holds no link, so that it is
    /// one image to assistive technology.
    struct Row: Sendable {
        let name: String
        let href: String?
        let cells: [String]
    }

    static let labelWidth = 210
    static let barSpace = 300
    static let rowHeight = 26
    static let barHeight = 18
    /// More values than this are drawn as the first ones and one bar for the others.
    static let mostBars = 12
    /// The whole drawing's width: labels, bars, and the counts after them.
    static let width = labelWidth + barSpace + 250

    let id: String
    let title: String
    let description: String
    let empty: String?
    let bars: [Bar]
    let height: Int
    let width = BarChartContext.width
    let tableTitle: String
    /// A table of links (the characters') is open from the start: it is how their pages are reached.
    let tableOpen: Bool
    let headers: [String]
    let rows: [Row]

    /// `values` most first, each with its count and the text after its count; `rows` the table's,
    /// each with its first cell's link.
    init(
        id: String, title: String, values: [(label: String, count: Int, detail: String)],
        headers: [String], rows: [(href: String?, cells: [String])], mostBars: Int = BarChartContext.mostBars,
        localization: FeedLocalization
    ) {
        var drawn = values
        if values.count > mostBars {
            let others = values.dropFirst(mostBars - 1)
            drawn = Array(values.prefix(mostBars - 1))
                + [(localization.string(.statsOthers, others.count), others.map(\.count).reduce(0, +), "")]
        }
        let largest = max(1, drawn.map(\.count).max() ?? 1)
        self.id = id
        self.title = title
        description = localization.string(
            .statsDescription, title, values.prefix(5).map { "\($0.label) \($0.count)" }.joined(separator: ", ")
        )
        empty = values.isEmpty ? localization.string(.statsEmpty) : nil
        bars = drawn.enumerated().map { index, value in
            let top = index * Self.rowHeight
            let barWidth = max(2, value.count * Self.barSpace / largest)
            return Bar(
                label: Self.shortened(value.label), count: String(value.count), detail: value.detail.isEmpty ? nil : value.detail,
                barY: top + (Self.rowHeight - Self.barHeight) / 2, textY: top + Self.rowHeight / 2 + 5,
                barWidth: barWidth, countX: Self.labelWidth + barWidth + 8
            )
        }
        height = max(1, drawn.count) * Self.rowHeight
        tableTitle = localization.string(.statsTable)
        self.headers = headers
        tableOpen = rows.contains { $0.href != nil }
        self.rows = rows.map { Row(name: $0.cells.first ?? "", href: $0.href, cells: Array($0.cells.dropFirst())) }
    }

    /// A label that fits its column; the table has it whole.
    private static func shortened(_ label: String) -> String {
        label.count > 28 ? String(label.prefix(27)) + "…" : label
    }
}
