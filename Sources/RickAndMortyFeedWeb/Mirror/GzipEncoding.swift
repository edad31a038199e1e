import CompressNIO
import NIOCore

/// gzip for answers whose client asked for it (`Accept-Encoding`), with compress-nio over zlib.
enum GzipEncoding {
    /// Smaller bodies are sent as they are: gzip's header and trailer would outweigh the gain.
    static let minimumBytes = 256

    /// Whether `Accept-Encoding` accepts gzip: `gzip` (or `*` when gzip is not named) without `q=0`.
    static func isAccepted(_ acceptEncoding: String?) -> Bool {
        guard let acceptEncoding else { return false }
        var wildcard = false
        for entry in acceptEncoding.lowercased().split(separator: ",") {
            let parts = entry.split(separator: ";").map { $0.filter { $0 != " " && $0 != "\t" } }
            let refused = parts.dropFirst().contains { $0.hasPrefix("q=") && Double($0.dropFirst(2)) == 0 }
            switch parts.first {
            case "gzip", "x-gzip": return !refused
            case "*": wildcard = !refused
            default: continue
            }
        }
        return wildcard
    }

    /// The gzipped bytes, or `nil` when compression failed (then the bytes go as they are).
    static func compress(_ bytes: ByteBuffer) -> ByteBuffer? {
        var input = bytes
        return try? input.compress(with: .gzip())
    }
}
