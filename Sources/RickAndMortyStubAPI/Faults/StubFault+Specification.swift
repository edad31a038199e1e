extension StubFault {
    /// The command line's form: `KIND[=DELAY_MS][:SCOPE][:COUNT]`, e.g. `http502`,
    /// `slow=800:avatars`, `truncatedBody:characters:3`. Returns `nil` for anything else.
    public init?(specification: String) {
        let parts = specification.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard (1...3).contains(parts.count) else { return nil }
        let head = parts[0].split(separator: "=", maxSplits: 1).map(String.init)
        guard let first = head.first, let kind = StubFaultKind(rawValue: first) else { return nil }
        var delay: Int?
        if head.count == 2 {
            guard let milliseconds = Int(head[1]), milliseconds >= 0 else { return nil }
            delay = milliseconds
        }
        var scope = StubFaultScope.all
        if parts.count >= 2 {
            guard let parsed = StubFaultScope(rawValue: parts[1]) else { return nil }
            scope = parsed
        }
        var count: Int?
        if parts.count == 3 {
            guard let parsed = Int(parts[2]), parsed > 0 else { return nil }
            count = parsed
        }
        self.init(kind, scope: scope, count: count, delayMs: delay)
    }
}
