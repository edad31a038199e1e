import Hummingbird

/// The `{id}` of `/characters/{id}`, `/episodes/{id}` or `/locations/{id}` as the browser wrote it:
/// a positive decimal id of a sane length, the same id with leading zeros (`0001`), or anything
/// else (which answers 404, never 500).
enum ItemPathID: Equatable {
    /// The one way the app writes the id: digits without leading zeros.
    case canonical(Int)
    /// A valid id with leading zeros, to be redirected to its canonical URL.
    case writtenAnotherWay(Int)
    case malformed

    /// Ids are at most 9 digits (leading zeros aside): far above any item's, far below `Int`'s limit.
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

    /// Answers with `route` for an id written as it is written everywhere (`/characters/1`; a nil
    /// id for a malformed one). The same id written another way (`/characters/0001`) is
    /// redirected permanently to its one URL, so an item has one address and one cache entry.
    static func answer(
        _ context: BasicRequestContext,
        path: (Int) -> String,
        _ route: (Int?) async throws -> Response
    ) async rethrows -> Response {
        switch ItemPathID(context.parameters.get("id")) {
        case .canonical(let id): try await route(id)
        case .writtenAnotherWay(let id): Response(status: .movedPermanently, headers: [.location: path(id)])
        case .malformed: try await route(nil)
        }
    }
}
