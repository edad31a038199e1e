/// The `{id}` of `/characters/{id}` as the browser wrote it: a positive decimal id of a sane
/// length, the same id with leading zeros (`0001`), or anything else (which answers 404, never 500).
enum CharacterPathID: Equatable {
    /// The one way the app writes the id: digits without leading zeros.
    case canonical(Int)
    /// A valid id with leading zeros, to be redirected to its canonical URL.
    case writtenAnotherWay(Int)
    case malformed

    /// Ids are at most 9 digits (leading zeros aside): far above any character's, far below `Int`'s limit.
    static let maxDigits = 9

    init(_ text: String?) {
        guard let text, !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            self = .malformed
            return
        }
        let digits = text.drop { $0 == "0" }
        guard !digits.isEmpty, digits.count <= Self.maxDigits, let id = Int(digits) else {
            self = .malformed
            return
        }
        self = digits.count == text.count ? .canonical(id) : .writtenAnotherWay(id)
    }
}
