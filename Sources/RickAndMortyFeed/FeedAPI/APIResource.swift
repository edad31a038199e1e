import Foundation

/// One of the API's resources as the client reads it: its path, the message of its 404 for an
/// unknown id, and how one item's JSON maps to the model. The paging, the 404s and the many-ids
/// answers are the same for every resource and are mapped once, here; the payload types stay
/// private to the mappers.
public struct APIResource<Item: Hashable & Sendable & Identifiable, Filters: ResourceFilters>: Sendable where Item.ID == Int {
    public let path: String
    let notFoundMessage: String
    private let decodePage: @Sendable (Data) throws -> ResourcePage<Item>
    private let decodeItem: @Sendable (Data) throws -> Item
    private let decodeItems: @Sendable (Data) throws -> [Item]

    init<Payload: Decodable & Sendable>(
        path: String, notFoundMessage: String, payload: Payload.Type, map: @escaping @Sendable (Payload) -> Item
    ) {
        self.path = path
        self.notFoundMessage = notFoundMessage
        decodePage = { data in
            try JSONDecoder().decode(PagePayload<Payload>.self, from: try Self.withoutNUL(data)).page(map)
        }
        decodeItem = { map(try JSONDecoder().decode(Payload.self, from: try Self.withoutNUL($0))) }
        decodeItems = { try JSONDecoder().decode([Payload].self, from: try Self.withoutNUL($0)).map(map) }
    }

    /// `data`, unless a string in it holds a NUL (`JSONNullCharacter`): then invalid data.
    private static func withoutNUL(_ data: Data) throws -> Data {
        guard !JSONNullCharacter.isIn(data) else { throw RemoteLoadError.invalidData }
        return data
    }

    /// The API's 404 `{"error":"There is nothing here"}` (a filter with no match, a page past
    /// the end) is the empty page, not a failure.
    static var nothingHere: String { "There is nothing here" }
}

extension APIResource where Item == FeedCharacter, Filters == CharacterFilters {
    public static var characters: Self {
        Self(path: "character", notFoundMessage: "Character not found", payload: CharacterPayload.self) { $0.character }
    }
}

extension APIResource where Item == FeedEpisode, Filters == EpisodeFilters {
    public static var episodes: Self {
        Self(path: "episode", notFoundMessage: "Episode not found", payload: EpisodePayload.self) { $0.episodeModel }
    }
}

extension APIResource where Item == FeedLocation, Filters == LocationFilters {
    public static var locations: Self {
        Self(path: "location", notFoundMessage: "Location not found", payload: LocationPayload.self) { $0.location }
    }
}

extension APIResource {
    /// A page: any 2xx with a well-formed payload, with the API's `info.count` as its
    /// `totalCount` (`nil` when the payload leaves it out; negative is invalid); the empty page
    /// (a count of 0) for the API's "nothing here" 404; everything else is
    /// `RemoteLoadError.invalidData`.
    public func mapPage(_ data: Data, statusCode: Int) throws -> ResourcePage<Item> {
        if statusCode == 404, APIErrorPayload.message(in: data) == Self.nothingHere { return .empty }
        guard HTTPResponse.isSuccess(statusCode), let page = try? decodePage(data) else { throw RemoteLoadError.invalidData }
        return page
    }

    /// One item by id: a 2xx with one well-formed item, or `nil` for the API's 404 for an
    /// unknown id ("Episode not found"). Everything else is invalid data.
    public func mapItem(_ data: Data, statusCode: Int) throws -> Item? {
        if statusCode == 404, APIErrorPayload.message(in: data) == notFoundMessage { return nil }
        guard HTTPResponse.isSuccess(statusCode), let item = try? decodeItem(data) else { throw RemoteLoadError.invalidData }
        return item
    }

    /// Many items by id: a 2xx with an array of well-formed items, which the API sends in no
    /// particular order, without the ids it does not know and with duplicates collapsed. The
    /// answer is the items of the ids asked for, each once, sorted by id; anything that is not
    /// such an array (a malformed list's 500, an object, a broken item) is invalid data.
    public func mapItems(_ data: Data, statusCode: Int, requested ids: Set<Int>) throws -> [Item] {
        guard HTTPResponse.isSuccess(statusCode), let items = try? decodeItems(data) else { throw RemoteLoadError.invalidData }
        var seen = Set<Int>()
        return items
            .filter { ids.contains($0.id) && seen.insert($0.id).inserted }
            .sorted { $0.id < $1.id }
    }
}
