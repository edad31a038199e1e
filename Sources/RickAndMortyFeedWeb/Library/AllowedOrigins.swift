import Foundation
import NIOConcurrencyHelpers

/// The origins a toggle may come from: this server's own, as `--public-url` names it, or the
/// address it binds (once it listens, for port 0); bound to loopback, `localhost`, `127.0.0.1`
/// and `[::1]` on that port are the same machine. Never the request's `Host` header, which any
/// page can make a browser send (DNS rebinding). Serving other machines needs `--public-url`.
/// The same names are the only `Host`s answered at all (`allowsHost`).
final class AllowedOrigins: Sendable {
    private let publicOrigin: String?
    private let bound: NIOLockedValueBox<Set<String>>
    private let hostNames: Set<String>
    /// Bound to every address (`0.0.0.0`, `::`): any IP address may name this machine.
    private let bindsEveryAddress: Bool

    init(publicURL: URL?, host: String, port: Int) {
        publicOrigin = publicURL.flatMap { Self.origin(of: $0.absoluteString) }
        bound = NIOLockedValueBox(Self.addresses(host: host, port: port))
        let bindHost = Self.plainHost(host)
        bindsEveryAddress = bindHost == "0.0.0.0" || bindHost == "::"
        var names: Set = [bindHost]
        if let publicHost = publicURL?.host { names.insert(Self.plainHost(publicHost)) }
        if Self.loopback.contains(bindHost) { names.formUnion(Self.loopback) }
        hostNames = names
    }

    /// Whether a `Host` header names this server: the address it binds (any IP address when
    /// that is every address), its other loopback names when on loopback, the `--public-url`
    /// host. A DNS name pointed at this machine by someone else (DNS rebinding) is none of them.
    func allowsHost(_ value: String) -> Bool {
        guard let name = Self.hostName(value) else { return false }
        return hostNames.contains(name) || bindsEveryAddress && Self.isIPAddress(name)
    }

    private static let loopback: Set = ["127.0.0.1", "localhost", "::1"]

    /// The host of a `host[:port]`, as `plainHost`; `nil` when it is not one.
    private static func hostName(_ authority: String) -> String? {
        guard !authority.contains(where: { "/?#@ ".contains($0) }),
              let host = URLComponents(string: "http://\(authority)")?.host, !host.isEmpty
        else { return nil }
        return plainHost(host)
    }

    /// Lower case, IPv6 without brackets.
    private static func plainHost(_ host: String) -> String {
        host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    }

    private static func isIPAddress(_ name: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
    }

    func serverStarted(host: String, port: Int) {
        bound.withLockedValue { $0 = Self.addresses(host: host, port: port) }
    }

    /// Whether `origin` (an `Origin` header, or a `Referer` URL) names one of this server's origins.
    func allows(_ origin: String) -> Bool {
        guard let named = Self.origin(of: origin) else { return false }
        return named == publicOrigin || bound.withLockedValue { $0.contains(named) }
    }

    /// `scheme://host[:port]` in lower case, without the scheme's default port; `nil` for
    /// anything that is not an absolute http(s) URL with a host (`null` included).
    static func origin(of text: String) -> String? {
        guard let components = URLComponents(string: text.trimmingCharacters(in: .whitespaces)),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host?.lowercased(), !host.isEmpty
        else { return nil }
        let defaultPort = scheme == "https" ? 443 : 80
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        guard let port = components.port, port != defaultPort else { return "\(scheme)://\(shownHost)" }
        return "\(scheme)://\(shownHost):\(port)"
    }

    private static func addresses(host: String, port: Int) -> Set<String> {
        let loopback: Set = ["127.0.0.1", "localhost", "::1", "[::1]"]
        let hosts = loopback.contains(host.lowercased()) ? ["127.0.0.1", "localhost", "[::1]"] : [host.contains(":") ? "[\(host)]" : host]
        return Set(hosts.compactMap { origin(of: "http://\($0):\(port)") })
    }
}
