import Foundation
import NIOConcurrencyHelpers
import RickAndMortyFeed

/// The base every URL in the mirror's answers starts with: `--public-url` when given, else the
/// address the server bound (known once it listens, for port 0). Never the request's `Host`
/// header, which any client can forge.
final class MirrorBaseURL: Sendable {
    /// `{base}/api`, made once (and again when the server learns its port).
    private let api: NIOLockedValueBox<String>
    private let isFixed: Bool

    /// `publicURL` is checked by whoever read it (`MirrorBaseURL.validated`).
    init(publicURL: URL?, host: String, port: Int) {
        isFixed = publicURL != nil
        api = NIOLockedValueBox((publicURL.map(Self.trimmed) ?? Self.address(host: host, port: port)) + "/api")
    }

    /// `{base}/api`.
    var apiBase: String { api.withLockedValue { $0 } }

    /// The server listens on `port`: the default base follows it.
    func serverStarted(host: String, port: Int) {
        guard !isFixed else { return }
        api.withLockedValue { $0 = Self.address(host: host, port: port) + "/api" }
    }

    /// An absolute http(s) URL with a host, a port (if any) from 1 to 65535, and no query or
    /// fragment, as `--public-url` must be.
    static func validated(_ text: String) -> URL? {
        guard FetchableURL.validated(text) != nil, let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil, components.user == nil,
              let url = components.url
        else { return nil }
        return url
    }

    private static func trimmed(_ url: URL) -> String {
        var text = url.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }

    private static func address(host: String, port: Int) -> String {
        "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }
}
