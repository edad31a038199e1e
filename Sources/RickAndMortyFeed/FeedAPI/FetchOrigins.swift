import Foundation

/// The servers the app may send a request to: the configured API's own origin (scheme, host and
/// port), and the hosts an operator lists for images (`ImageHost`, `--image-host`).
///
/// The HTTP client asks it before every request, a redirect's target included, so an upstream
/// that names another server in a payload (`"image": "http://127.0.0.1:…/internal"`) or in a
/// `Location` cannot make the app fetch from it.
public struct FetchOrigins: Hashable, Sendable {
    private let api: Origin?
    private let imageHosts: [ImageHost]

    /// The API's origin, and `imageHosts` besides.
    public init(apiURL: URL, imageHosts: [ImageHost] = []) {
        api = Origin(apiURL)
        self.imageHosts = imageHosts
    }

    /// Whether `url` is one the app may fetch (`FetchableURL`) on one of these origins.
    public func allows(_ url: URL) -> Bool {
        guard FetchableURL.validated(url) != nil, let origin = Origin(url) else { return false }
        return origin == api || imageHosts.contains { $0.matches(host: origin.host, port: origin.port, scheme: origin.scheme) }
    }

    /// Scheme, lowercased host (IPv6 without brackets) and port, the default one when none is written.
    struct Origin: Hashable, Sendable {
        let scheme: String
        let host: String
        let port: Int

        init?(_ url: URL) {
            guard let scheme = url.scheme?.lowercased(), let defaultPort = Self.defaultPorts[scheme],
                  let host = url.host.map(Self.normalized), !host.isEmpty
            else { return nil }
            self.scheme = scheme
            self.host = host
            port = url.port ?? defaultPort
        }

        static let defaultPorts = ["http": 80, "https": 443]

        static func normalized(_ host: String) -> String {
            host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        }
    }
}
