import Foundation
import Logging

/// Logs go to standard error, so standard output stays the command's result.
enum CommandLineLogging {
    private static let bootstrap: Void = LoggingSystem.bootstrap { label in
        StandardErrorLogHandler(label: label)
    }

    static func logger(level: Logger.Level) -> Logger {
        _ = bootstrap
        var logger = Logger(label: "rmfeed")
        logger.logLevel = level
        return logger
    }
}

/// One line per event on standard error, structured for `grep` and log collectors:
/// `TIME LEVEL LABEL: key=value … [SOURCE] MESSAGE`, the metadata sorted by key and a value
/// quoted when it holds a space, a quote or an `=` (logfmt's rule), so every pair splits one way.
/// Written through `StandardStream` like every other line the tool prints, so a closed standard
/// error ends the tool quietly instead of being written into.
struct StandardErrorLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var shown = metadata
        if let extra = event.metadata { shown.merge(extra) { _, explicit in explicit } }
        if let error = event.error { shown["error"] = "\(error)" }
        let pairs = shown.sorted { $0.key < $1.key }.map { " \($0.key)=\(Self.value("\($0.value)"))" }.joined()
        printError("\(Date().formatted(.iso8601)) \(event.level) \(label):\(pairs) [\(event.source)] \(event.message)")
    }

    static func value(_ text: String) -> String {
        let needsQuotes = text.isEmpty || text.contains { $0 == " " || $0 == "\"" || $0 == "=" || $0.isNewline || $0 == "\t" }
        guard needsQuotes else { return text }
        var quoted = "\""
        for character in text {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\r\n": quoted += "\\r\\n"
            case "\t": quoted += "\\t"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}
