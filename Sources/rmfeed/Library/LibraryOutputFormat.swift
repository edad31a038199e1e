import Foundation
import ArgumentParser

/// `--format` of the library's commands: a table for people, JSON for scripts.
enum LibraryOutputFormat: String, CaseIterable, ExpressibleByArgument {
    case table, json
}

/// `--format` of `rmfeed export`.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
    case json, csv
}
