import Foundation

/// The one place that decides which URLs the app may fetch: an absolute `http` or `https` URL
/// with a host, and, when it names a port, a port from 1 to 65535.
///
/// Every URL from outside (the configured API, the API's own payloads, a redirect's
/// `Location`) passes here before it reaches the HTTP client. A port past 65535 once reached it
/// and killed the process (NIO traps converting it to 16 bits); one Foundation cannot even
/// parse (`:99999999999999999999`) reads as "no port" and would quietly go to port 80 instead.
public enum FetchableURL {
    /// `url` when the app may fetch it, else `nil`.
    public static func validated(_ url: URL) -> URL? {
        // A plain link (the API's own form) has all of that in plain sight: no URL parser needed.
        if PlainLink.isPlain(url.absoluteString) { return url }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
              let host = components.host, !host.isEmpty,
              hasUsablePort(components)
        else { return nil }
        return url
    }

    /// The URL `string` stands for, when the app may fetch it.
    public static func validated(_ string: String) -> URL? {
        URL(string: string).flatMap(validated)
    }

    private static func hasUsablePort(_ components: URLComponents) -> Bool {
        if let port = components.port { return (1...65_535).contains(port) }
        // No port Foundation could read: fine when none is written (or `host:` with nothing
        // after it, the default port), not when one is written that did not parse.
        guard let host = components.percentEncodedHost,
              let string = components.url?.absoluteString,
              let authorityStart = string.range(of: "//")?.upperBound
        else { return false }
        let authority = string[authorityStart...].prefix { !"/?#".contains($0) }
        guard let hostEnd = authority.range(of: host, options: .backwards)?.upperBound else { return false }
        let rest = authority[hostEnd...]
        return rest.isEmpty || rest == ":"
    }
}
