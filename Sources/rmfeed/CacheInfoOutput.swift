import Foundation
import RickAndMortyFeed

/// What `rmfeed cache info` prints (docs/USAGE.md, "The command-line tool"): per resource the items
/// kept, the pages and when the oldest page was saved, then the images and the file's size; as
/// `Name: value` lines, or one JSON object for scripts.
struct CacheInfoOutput {
    let file: URL
    let statistics: FeedCacheStatistics
    let presenter: CharactersPresenter

    private var resources: [(name: String, key: String, statistics: ResourceCacheStatistics)] {
        [("Characters", "characters", statistics.characters), ("Episodes", "episodes", statistics.episodes),
         ("Locations", "locations", statistics.locations)]
    }

    /// The oldest page of any resource: the first to expire.
    private var oldest: Date? {
        resources.compactMap(\.statistics.timestamp).min()
    }

    var table: String {
        var lines = [
            "File:       \(file.path)",
            "Saved:      " + (oldest.map { "\(iso($0)) (\(presenter.age(since: $0)))" } ?? "never"),
        ]
        for resource in resources {
            lines.append((resource.name + ":").padding(toLength: 12, withPad: " ", startingAt: 0) + summary(resource.statistics))
        }
        lines.append("Images:     \(statistics.imageCount) (\(ByteSize.text(statistics.imageBytes)))")
        lines.append("Size:       \(ByteSize.text(statistics.totalBytes))")
        return lines.joined(separator: "\n")
    }

    var json: String {
        var fields: [(String, OrderedJSON)] = [
            ("file", .string(file.path)),
            ("savedAt", oldest.map { .string(iso($0)) } ?? .null),
        ]
        for resource in resources {
            fields.append((resource.key, .object([
                ("count", .number(resource.statistics.count)),
                ("pages", .number(resource.statistics.pages)),
                ("savedAt", resource.statistics.timestamp.map { .string(iso($0)) } ?? .null),
            ])))
        }
        fields.append(("images", .object([("count", .number(statistics.imageCount)), ("bytes", .number(statistics.imageBytes))])))
        fields.append(("bytes", .number(statistics.totalBytes)))
        return OrderedJSON.object(fields).text
    }

    /// `826 (42 pages, saved 2026-11-24T03:40:00Z, today)`; `3 (no pages)` for items looked up
    /// by id alone; `0` for nothing.
    private func summary(_ resource: ResourceCacheStatistics) -> String {
        guard let saved = resource.timestamp, resource.pages > 0 else {
            return resource.count == 0 ? "0" : "\(resource.count) (no pages)"
        }
        let pages = resource.pages == 1 ? "1 page" : "\(resource.pages) pages"
        return "\(resource.count) (\(pages), saved \(iso(saved)), \(presenter.age(since: saved)))"
    }

    private func iso(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
