/// The reference for the mapper: a plain `JSONDecoder` decode of a page into a minimal struct
/// holding the same fields the app keeps (no validation, no URL parsing, no domain mapping).
struct MinimalPayload: Decodable {
    struct Info: Decodable {
        let count: Int?
        let pages: Int
        let next: String?
    }

    /// A place's link is kept too: the app keeps the id it points at (origin, last location).
    struct Place: Decodable {
        let name: String
        let url: String?
    }

    struct Item: Decodable {
        let id: Int
        let name: String
        let status: String
        let species: String
        let type: String
        let gender: String
        let origin: Place
        let location: Place
        let image: String
        let episode: [String]
        let created: String?
    }

    let info: Info
    let results: [Item]
}
