import Foundation

/// A request head as a raw test server received it: request line and lower-cased headers.
struct RawRequestHead: Sendable, Equatable {
    let method: String
    let path: String
    let headers: [String: String]
}

/// Splits the bytes of a connection into request heads. The client under test only sends
/// GETs without bodies, so a head ends at the first blank line.
struct RawRequestHeadParser {
    private var pending = ""

    mutating func feed(_ text: String) -> [RawRequestHead] {
        pending += text
        var heads: [RawRequestHead] = []
        while let end = pending.range(of: "\r\n\r\n") {
            let head = String(pending[..<end.lowerBound])
            pending = String(pending[end.upperBound...])
            if let parsed = Self.parse(head) { heads.append(parsed) }
        }
        return heads
    }

    private static func parse(_ head: String) -> RawRequestHead? {
        var lines = head.components(separatedBy: "\r\n")
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return RawRequestHead(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers)
    }
}
