import Foundation

/// A whole HTTP response as the core sees it: status, headers (names lower-cased) and body.
public struct HTTPResponse: Hashable, Sendable {
    public let statusCode: Int
    public let headers: [String: String]
    public let body: Data

    public init(statusCode: Int, headers: [String: String] = [:], body: Data) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    /// `true` for 200...299, the only statuses whose body is the payload.
    public var isSuccess: Bool { Self.isSuccess(statusCode) }

    /// The one rule for which statuses carry a payload, for mappers that get the status alone.
    public static func isSuccess(_ statusCode: Int) -> Bool {
        (200...299).contains(statusCode)
    }
}
