/// How to run the stand-in API.
public struct StubAPIConfiguration: Sendable {
    /// Address to bind; loopback by default so the stub is never reachable from outside.
    public var host: String
    /// Port to bind; 0 picks a free one (see `StubAPIServer.baseURL`).
    public var port: Int
    /// The base URL written into `next`, `prev`, `url`, `image`, … When `nil`, it is
    /// `http://HOST:PORT/api` with the port actually bound. The routes are always served under `/api`.
    public var baseURL: String?
    /// The longest a `.hang` fault holds a request before dropping the connection.
    public var maxHang: Duration
    /// The memory budget for generated avatars kept for reuse. The default holds all 826 (about
    /// 33 MB): a budget just short of that makes a client that walks every avatar in order miss
    /// every time, as the oldest is always the next one asked for.
    public var avatarCacheBytes: Int
    /// How long every response waits before it is sent, as over a slow link: the wait holds only
    /// its own request, so answers on other connections (and pipelined ones) overlap. Zero: none.
    /// Unlike a `slow` fault it cannot be cleared while the stub runs.
    public var latency: Duration

    public init(
        host: String = "127.0.0.1",
        port: Int = 8081,
        baseURL: String? = nil,
        maxHang: Duration = .seconds(120),
        avatarCacheBytes: Int = 64 * 1024 * 1024,
        latency: Duration = .zero
    ) {
        self.host = host
        self.port = port
        self.baseURL = baseURL
        self.maxHang = maxHang
        self.avatarCacheBytes = avatarCacheBytes
        self.latency = latency
    }

    func defaultBaseURL(port: Int) -> String {
        let hostPart = host.contains(":") ? "[\(host)]" : host
        return "http://\(hostPart):\(port)/api"
    }
}
