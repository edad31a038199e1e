import Foundation

/// Paging, filters and ids for one resource (characters, episodes or locations), which the
/// real API serves the same way: 20 per page sorted by id, a 404 past the end or for no
/// match, one id as an object, a list of ids as an array (see `IDList`).
///
/// Items are encoded once up front, so serving a page only filters and concatenates.
struct ResourceCatalog: Sendable {
    static let pageSize = 20

    /// `{base}/character`, without a query.
    let pageURL: String
    /// The filter keys, in the order the stub writes them into `next`/`prev` links.
    let filterKeys: [String]
    /// "Character not found", "Episode not found", "Location not found".
    let notFoundMessage: String
    /// Per item (index = id - 1), the lowercased value of each filter key, in `filterKeys` order.
    private let searchable: [[String]]
    private let encoded: [[UInt8]]

    init(pageURL: String, filterKeys: [String], notFoundMessage: String, searchable: [[String]], encoded: [[UInt8]]) {
        self.pageURL = pageURL
        self.filterKeys = filterKeys
        self.notFoundMessage = notFoundMessage
        self.searchable = searchable.map { $0.map { $0.lowercased() } }
        self.encoded = encoded
    }

    var count: Int { encoded.count }

    /// One page; `body` encodes an item by index differently (the hostile-strings fault).
    func page(query: [String: String], body: ((Int) -> [UInt8])? = nil) -> CatalogAnswer {
        let filter = ResourceFilter(keys: filterKeys, query: query)
        let matching = filter.isEmpty ? Array(encoded.indices) : encoded.indices.filter { filter.matches(searchable[$0]) }
        let pages = (matching.count + Self.pageSize - 1) / Self.pageSize
        let page = Self.pageNumber(query["page"])
        guard page <= pages else { return .error(404, CatalogAnswer.nothingHere) }
        let slice = matching[((page - 1) * Self.pageSize)..<min(page * Self.pageSize, matching.count)]
        let link = { (target: Int) in "\(pageURL)?page=\(target)\(filter.linkSuffix)" }
        let encode = body ?? { encoded[$0] }
        return .ok(CatalogJSON.page(
            count: matching.count, pages: pages,
            next: page < pages ? link(page + 1) : nil,
            prev: page > 1 ? link(page - 1) : nil,
            results: slice.map(encode)
        ))
    }

    /// `/{resource}/{ids}`: one id gives an object, a list gives an array in id order.
    /// The segment is percent-decoded first, as clients send `[` and `]` as `%5B` and `%5D`.
    func items(ids segment: String, body: ((Int) -> [UInt8])? = nil) -> CatalogAnswer {
        let encode = body ?? { encoded[$0] }
        switch IDList(segment.removingPercentEncoding ?? segment) {
        case .notAnID:
            return .error(500, CatalogAnswer.missingID)
        case .malformed:
            return .error(500, CatalogAnswer.badArray)
        case .single(let id):
            guard let index = index(of: id) else { return .error(404, notFoundMessage) }
            return .ok(encode(index))
        case .many(let ids):
            return .ok(CatalogJSON.array(ids.compactMap(index(of:)).map(encode)))
        }
    }

    /// `nil` for an id out of range, `Int.min` included (whose `id - 1` would overflow).
    private func index(of id: Int) -> Int? {
        (1...encoded.count).contains(id) ? id - 1 : nil
    }

    /// Like the real API's `parseInt`: leading digits count, anything else (or ≤ 0) means page 1.
    static func pageNumber(_ value: String?) -> Int {
        guard let value else { return 1 }
        let digits = value.trimmingCharacters(in: .whitespaces).prefix { $0.isASCII && $0.isNumber }
        guard let number = Int(digits), number > 0 else { return 1 }
        return number
    }
}
