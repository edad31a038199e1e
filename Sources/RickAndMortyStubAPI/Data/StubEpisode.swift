/// One episode of the stand-in data set, shaped like the real API's payload (docs/API.md).
public struct StubEpisode: Sendable, Equatable {
    public var id: Int
    public var name: String
    /// Free text, as the real API writes it: "December 2, 2013".
    public var airDate: String
    /// "S01E01".
    public var episode: String
    public var characters: [String]
    public var url: String
    public var created: String
}

/// One location of the stand-in data set, shaped like the real API's payload (docs/API.md).
public struct StubLocation: Sendable, Equatable {
    public var id: Int
    public var name: String
    public var type: String
    public var dimension: String
    public var residents: [String]
    public var url: String
    public var created: String
}
