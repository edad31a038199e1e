/// One injected fault: what goes wrong, on which routes, and for how many requests.
///
/// Over HTTP (`POST`/`PUT /_stub/faults`) it is the JSON object
/// `{"kind":"http500","scope":"characters","count":2,"delayMs":500}`; only `kind` is required.
public struct StubFault: Sendable, Equatable, Codable {
    public static let defaultDelayMilliseconds = 1000

    public var kind: StubFaultKind
    public var scope: StubFaultScope
    /// How many more requests it applies to before clearing itself; `nil` means until cleared.
    public var count: Int?
    /// For `.slow`: the wait before answering, in milliseconds.
    public var delayMs: Int?

    public init(_ kind: StubFaultKind, scope: StubFaultScope = .all, count: Int? = nil, delayMs: Int? = nil) {
        self.kind = kind
        self.scope = scope
        self.count = count
        self.delayMs = delayMs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(StubFaultKind.self, forKey: .kind)
        scope = try container.decodeIfPresent(StubFaultScope.self, forKey: .scope) ?? .all
        count = try container.decodeIfPresent(Int.self, forKey: .count)
        delayMs = try container.decodeIfPresent(Int.self, forKey: .delayMs)
    }

    var delay: Duration {
        .milliseconds(max(0, delayMs ?? Self.defaultDelayMilliseconds))
    }
}
