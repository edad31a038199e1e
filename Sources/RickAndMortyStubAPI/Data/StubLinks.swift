/// The absolute URLs the stub hands out, all under its own base URL (e.g. `http://127.0.0.1:8081/api`),
/// so a client that follows them stays on the stub.
public struct StubLinks: Sendable, Equatable {
    /// The API root without a trailing slash.
    public let baseURL: String

    public init(baseURL: String) {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
    }

    public func character(id: Int) -> String { "\(baseURL)/character/\(id)" }
    public func avatar(id: Int) -> String { "\(baseURL)/character/avatar/\(id).jpeg" }
    public func location(id: Int) -> String { "\(baseURL)/location/\(id)" }
    public func episode(id: Int) -> String { "\(baseURL)/episode/\(id)" }
    public var charactersPage: String { "\(baseURL)/character" }
}
