/// The samples of a Prometheus text exposition (`GET /metrics`), read the way a scraper reads
/// them: `name{label="value",…} number` lines, `#` lines skipped. A line that does not parse is
/// kept in `malformedLines`, so a test can require there are none.
public struct PrometheusSamples: Sendable {
    public struct Sample: Hashable, Sendable {
        public let name: String
        public let labels: [String: String]
        public let value: Double
    }

    public let samples: [Sample]
    public let malformedLines: [String]

    public init(_ text: String) {
        var samples: [Sample] = []
        var malformed: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            if let sample = Self.sample(String(line)) { samples.append(sample) } else { malformed.append(String(line)) }
        }
        self.samples = samples
        self.malformedLines = malformed
    }

    /// The value of the one sample with this name and exactly these labels; `nil` when absent.
    public func value(_ name: String, _ labels: [String: String] = [:]) -> Double? {
        samples.first { $0.name == name && $0.labels == labels }?.value
    }

    /// Every sample of a metric.
    public func named(_ name: String) -> [Sample] {
        samples.filter { $0.name == name }
    }

    private static func sample(_ line: String) -> Sample? {
        guard let space = line.lastIndex(of: " "), let value = Double(line[line.index(after: space)...]) else { return nil }
        let series = line[..<space]
        guard let brace = series.firstIndex(of: "{") else {
            return series.isEmpty || series.contains(" ") ? nil : Sample(name: String(series), labels: [:], value: value)
        }
        guard series.last == "}", let labels = Self.labels(series[series.index(after: brace)..<series.index(before: series.endIndex)]) else { return nil }
        return Sample(name: String(series[..<brace]), labels: labels, value: value)
    }

    /// `a="x",b="y"` with `\"`, `\\` and `\n` escaped in values.
    private static func labels(_ text: Substring) -> [String: String]? {
        var labels: [String: String] = [:]
        var rest = text[...]
        while !rest.isEmpty {
            guard let equals = rest.firstIndex(of: "=") else { return nil }
            let key = String(rest[..<equals])
            rest = rest[rest.index(after: equals)...]
            guard rest.first == "\"" else { return nil }
            rest = rest.dropFirst()
            var value = ""
            var closed = false
            while let character = rest.first {
                rest = rest.dropFirst()
                if character == "\"" { closed = true; break }
                if character == "\\", let escaped = rest.first {
                    rest = rest.dropFirst()
                    value.append(escaped == "n" ? "\n" : escaped)
                } else {
                    value.append(character)
                }
            }
            guard closed, !key.isEmpty else { return nil }
            labels[key] = value
            if rest.first == "," { rest = rest.dropFirst() }
        }
        return labels
    }
}
