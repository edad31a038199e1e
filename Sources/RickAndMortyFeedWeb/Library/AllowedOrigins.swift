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

    /// The host of a `Host` header's `host[:port]` (an IPv6 host in brackets), lower case and
    /// without brackets; `nil` when it is not one: an empty host, a port that is not digits, or
    /// a byte no host name or address is written with. Read byte by byte, as every request asks
    /// it: a URL parser here was a sixth of what answering `/healthz` cost.
    private static func hostName(_ authority: String) -> String? {
        let bytes = Array(authority.utf8)
        let host: ArraySlice<UInt8>
        let port: ArraySlice<UInt8>
        if bytes.first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else { return nil }
            host = bytes[1..<close]
            port = bytes[(close + 1)...]
        } else {
            let colon = bytes.firstIndex(of: UInt8(ascii: ":")) ?? bytes.endIndex
            host = bytes[..<colon]
            port = bytes[colon...]
        }
        // IPv6 brings its colons; `inet_pton` and the names compared with tell the rest.
        guard !host.isEmpty, host.allSatisfy({ isHostByte($0) || bytes.first == UInt8(ascii: "[") && $0 == UInt8(ascii: ":") }),
              port.isEmpty || port.first == UInt8(ascii: ":") && port.dropFirst().allSatisfy(isDigit)
        else { return nil }
        return String(decoding: host, as: UTF8.self).lowercased()
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// What a DNS name or an IP address is written with, IPv6's colons aside.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
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
