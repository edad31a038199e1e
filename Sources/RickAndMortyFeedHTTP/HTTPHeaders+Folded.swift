import NIOHTTP1

extension HTTPHeaders {
    /// The headers as the core sees them: names lower-cased, repeated fields joined with ", "
    /// in the order received (RFC 9110 §5.3), so no value is silently dropped.
    var folded: [String: String] {
        var result: [String: String] = [:]
        for (name, value) in self {
            let key = name.lowercased()
            if let existing = result[key] {
                result[key] = existing + ", " + value
            } else {
                result[key] = value
            }
        }
        return result
    }
}
