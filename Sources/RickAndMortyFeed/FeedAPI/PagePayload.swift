import Foundation

/// The API's paged payload, `{"info":{…},"results":[…]}`, the same for every resource. Private
/// to the mappers: only `ResourcePage` crosses the boundary.
struct PagePayload<Item: Decodable & Sendable>: Decodable {
    struct Info: Decodable {
        /// How many items the whole (possibly filtered) resource has; optional, since only a
        /// mirror needs it and a page is a page without it.
        let count: Int?
        let pages: Int
        let next: String?
    }

    let info: Info
    let results: [Item]

    func page<Model>(_ map: (Item) -> Model) throws -> ResourcePage<Model> {
        guard info.pages >= 0 else { throw RemoteLoadError.invalidData }
        return ResourcePage(
            items: results.map(map),
            nextPage: try info.next.map(Self.pageNumber(in:)),
            totalPages: info.pages,
            totalCount: info.count.flatMap { $0 >= 0 ? $0 : nil }
        )
    }

    /// The `page` query item of the API's absolute `next` URL.
    private static func pageNumber(in next: String) throws -> Int {
        guard let value = URLComponents(string: next)?.queryItems?.first(where: { $0.name == "page" })?.value,
              let page = Int(value), page > 0
        else { throw RemoteLoadError.invalidData }
        return page
    }
}

/// The API's error body, e.g. `{"error":"There is nothing here"}`.
struct APIErrorPayload: Decodable {
    let error: String

    static func message(in data: Data) -> String? {
        (try? JSONDecoder().decode(APIErrorPayload.self, from: data))?.error
    }
}
