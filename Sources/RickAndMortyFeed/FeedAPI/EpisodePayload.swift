/// One episode of the API's payload. Private to the mappers: only `FeedEpisode` crosses the boundary.
struct EpisodePayload: Decodable {
    let id: Int
    let name: String
    let air_date: String
    let episode: String
    let characters: [String]
    let created: String?

    var episodeModel: FeedEpisode {
        FeedEpisode(id: id, name: name, airDate: air_date, code: episode, characterIDs: LinkedID.ids(in: characters), created: created)
    }
}
