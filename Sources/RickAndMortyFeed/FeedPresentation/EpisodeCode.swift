/// Reads the API's episode codes, "S01E01": the season and the episode within it.
enum EpisodeCode {
    static func parse(_ code: String) -> (season: Int, episode: Int)? {
        let upper = code.uppercased()
        guard upper.hasPrefix("S"), let e = upper.firstIndex(of: "E") else { return nil }
        guard let season = Int(upper[upper.index(after: upper.startIndex)..<e]),
              let episode = Int(upper[upper.index(after: e)...]),
              season >= 0, episode >= 0
        else { return nil }
        return (season, episode)
    }
}
