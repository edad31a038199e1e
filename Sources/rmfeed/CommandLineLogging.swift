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
/// quoted when it holds a space, a quote, an `=` or a control character (logfmt's rule, `value`).
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

    /// logfmt's rule: a value is quoted when it is empty or holds a space, a quote, an `=` or a
    /// control character, and quoted as JSON quotes it, so every pair splits one way and no
    /// control character (a line break, a terminal's escape sequence) is written raw.
    static func value(_ text: String) -> String {
        let needsQuotes = text.isEmpty || text.contains { character in
            character == " " || character == "\"" || character == "=" || character.isNewline
                || character.unicodeScalars.contains { $0.value < 0x20 }
        }
        return needsQuotes ? JSONString.quoted(text) : text
    }
}
