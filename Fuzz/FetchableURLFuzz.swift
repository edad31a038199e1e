import Foundation

// libFuzzer entry point for the one place that decides which URLs from the API may be fetched:
// any text is either refused or a URL the HTTP stack can connect to without trapping (an
// http(s) scheme, a host, and a port that fits in 16 bits, the conversion that once killed the
// process for `:99999`). Built by scripts/fuzz with the core's Feed Feature and Feed API sources.
@_cdecl("LLVMFuzzerTestOneInput")
public func fetchableURLFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    for candidate in [text, "http://\(text)", "http://h:\(text)/a.jpeg"] {
        guard let url = FetchableURL.validated(candidate) else { continue }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            fatalError("accepted a URL that is not http(s): \(candidate)")
        }
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
              let host = components.host, !host.isEmpty else {
            fatalError("accepted a URL without a host: \(candidate)")
        }
        // What AsyncHTTPClient connects to: the URL's port, or the scheme's default.
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        guard let port16 = UInt16(exactly: port), port16 > 0 else {
            fatalError("accepted a port that does not fit in 16 bits: \(candidate)")
        }
        if let explicit = components.port, explicit != port {
            fatalError("URL and URLComponents disagree on the port of \(candidate)")
        }
    }
    return 0
}
