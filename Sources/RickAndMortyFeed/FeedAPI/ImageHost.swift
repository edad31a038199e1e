import Foundation

/// A host an operator allows images to come from besides the API's own origin (`--image-host`):
/// `HOST` stands for that host on the default ports (80 for http, 443 for https), `HOST:PORT`
/// for that port only, so listing a name never opens every service on that machine.
public struct ImageHost: Hashable, Sendable, CustomStringConvertible {
    public let host: String
    /// `nil`: the scheme's default port.
    public let port: Int?

    /// `nil` when `text` is not a bare host or `host:port` (no scheme, path, user or query);
    /// an IPv6 address is written in brackets, `[::1]:8080`.
    public init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.contains(where: { "/?#@ ".contains($0) }),
              let components = URLComponents(string: "http://\(text)"),
              let host = components.host.map(FetchOrigins.Origin.normalized), !host.isEmpty,
              FetchableURL.validated("http://\(text)/") != nil
        else { return nil }
        self.host = host
        port = components.port
    }

    public var description: String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return port.map { "\(shown):\($0)" } ?? shown
    }

    func matches(host: String, port: Int, scheme: String) -> Bool {
        guard host == self.host else { return false }
        if let own = self.port { return port == own }
        return FetchOrigins.Origin.defaultPorts[scheme] == port
    }
}
