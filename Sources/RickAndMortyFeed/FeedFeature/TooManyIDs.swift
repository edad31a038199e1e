/// A request for more ids than may be read through from the API at once (a mirror's guard
/// against one URL turning into many upstream requests).
public struct TooManyIDs: Error, Equatable, Sendable {
    public let limit: Int

    public init(limit: Int) {
        self.limit = limit
    }
}
