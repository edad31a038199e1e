/// An episode as the UIs show it: its name and code as sent, the air date in the person's
/// language when it reads as a date (else as the API wrote it), and the size of its cast.
public struct EpisodeViewModel: Hashable, Sendable {
    public let id: Int
    public let name: String
    /// The API's code, e.g. "S01E01".
    public let code: String
    /// "Season 1, episode 1", or `nil` when the code is not of the form `SxxEyy`.
    public let seasonAndNumber: String?
    public let airDate: String
    /// "13 characters".
    public let characters: String
    public let characterIDs: [Int]
}
