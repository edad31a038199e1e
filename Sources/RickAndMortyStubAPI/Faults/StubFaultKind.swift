/// A way the stub can misbehave, each one a failure the client must survive.
public enum StubFaultKind: String, Sendable, CaseIterable, Codable {
    /// Status 500 with a JSON error body.
    case http500
    /// Status 502 with an HTML body, like a proxy in front of the real API.
    case http502
    /// Status 429 with `Retry-After: 120` and a JSON error body, like the API's old rate limit:
    /// a wait longer than any client retries within one call.
    case http429
    /// Status 200 with a body that is not valid JSON (every route but the avatars).
    case invalidJSON
    /// Status 200 whose Content-Length promises the whole body, but only half is sent before the connection closes.
    case truncatedBody
    /// Waits `delayMs` before answering normally.
    case slow
    /// Accepts the request and never answers; the connection is closed after the server's
    /// maximum hang (120 s by default) or when the server stops, so nothing waits for ever.
    case hang
    /// Status 200 and `Content-Type: image/jpeg` with an HTML page as the body (avatar routes only).
    case nonImage
    /// Every text field of every character starts with an HTML/JS payload (character routes only);
    /// see `HostileStrings.payload`.
    case hostileStrings
    /// Status 200 with a 12 MiB body (a JSON or JPEG start, then padding), streamed: more than
    /// any sane client should read for a page (5 MiB) or an image (10 MiB).
    case oversizedBody
    /// Status 302 to the same path on port 99999 of 127.0.0.1: a port past 65535 once killed
    /// any client that followed it (NIO traps converting it to 16 bits).
    case redirectToBadPort

    /// Whether this fault can change the answer to `route` (a fault that cannot is not consumed by it).
    func applies(to route: StubRoute) -> Bool {
        switch self {
        case .invalidJSON: route.isJSON
        case .hostileStrings: route.isCharacters
        case .nonImage: route == .avatar
        case .http500, .http502, .http429, .truncatedBody, .slow, .hang, .oversizedBody, .redirectToBadPort: true
        }
    }

    /// Faults that replace the normal answer, as opposed to delaying or altering it.
    var replacesResponse: Bool {
        switch self {
        case .slow, .hostileStrings: false
        default: true
        }
    }
}
