/// One location of the API's payload. Private to the mappers: only `FeedLocation` crosses the boundary.
struct LocationPayload: Decodable {
    let id: Int
    let name: String
    let type: String
    let dimension: String
    let residents: [String]
    let created: String?

    var location: FeedLocation {
        FeedLocation(id: id, name: name, type: type, dimension: dimension, residentIDs: LinkedID.ids(in: residents), created: created)
    }
}
