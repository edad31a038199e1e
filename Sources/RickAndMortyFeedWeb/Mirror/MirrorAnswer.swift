import RickAndMortyFeed

/// What a mirror route answers, before it becomes an HTTP response (`MirrorResponse`): a status,
/// a JSON body, and how long HTTP caches may keep it.
struct MirrorAnswer: Sendable {
    /// The data is the API's, frozen upstream and checked again within the 7-day rule: an
    /// hour is short enough for a refreshed page to reach everyone the same day.
    static let dataLifetime = "public, max-age=3600"

    let status: Int
    let body: [UInt8]
    let cacheControl: String
    var retryAfter: String?

    static func ok(_ json: JSONText, cacheControl: String = dataLifetime) -> MirrorAnswer {
        MirrorAnswer(status: 200, body: json.bytes, cacheControl: cacheControl)
    }

    /// An answer of the API's own errors (404s, the 500s of bad ids): cacheable like data when
    /// it is about the data (a 404), never when it is about the request (a 500).
    static func apiError(_ status: Int, _ message: String) -> MirrorAnswer {
        MirrorAnswer(status: status, body: MirrorJSON.error(message).bytes, cacheControl: status == 404 ? dataLifetime : "no-store")
    }

    static let nothingHere = apiError(404, "There is nothing here")
    static let noSuchRoute = apiError(404, "There is nothing here.")
    /// An avatar the app could not have (no such character, no image, the API out of reach):
    /// the API's 404, not kept, since the image may be there on the next try.
    static let avatarMissing = MirrorAnswer(status: 404, body: nothingHere.body, cacheControl: "no-store")

    /// The API could not be reached (or answered nonsense) and no valid cache holds the answer.
    static let unavailable = MirrorAnswer(
        status: 503,
        body: MirrorJSON.error("The Rick and Morty API could not be reached and this mirror holds no valid copy of the answer").bytes,
        cacheControl: "no-store",
        retryAfter: "30"
    )

    /// The API answered 429 with a wait longer than the mirror retries within a request, and no
    /// valid cache holds the answer: 503 (this mirror cannot answer now; the client did nothing
    /// wrong, so not its 429), with the API's remaining wait as `Retry-After`.
    static func upstreamRateLimited(_ limit: UpstreamRateLimited) -> MirrorAnswer {
        let seconds = limit.retryAfter.map { Int(($0 + .milliseconds(999)).components.seconds) } ?? 30
        return MirrorAnswer(
            status: 503,
            body: MirrorJSON.error("The Rick and Morty API asked this mirror to wait and it holds no valid copy of the answer").bytes,
            cacheControl: "no-store",
            retryAfter: String(min(600, max(1, seconds)))
        )
    }

    static func tooManyIDs(_ error: TooManyIDs) -> MirrorAnswer {
        MirrorAnswer(
            status: 414,
            body: MirrorJSON.error("Too many ids this mirror does not hold: ask for at most \(error.limit) at a time").bytes,
            cacheControl: "no-store"
        )
    }
}
