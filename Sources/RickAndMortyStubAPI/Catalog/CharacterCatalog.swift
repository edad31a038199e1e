import Foundation

/// Answers the character routes from the data set: pages with filters, one id, or a list of ids.
///
/// Every character is encoded once up front, so serving a page only filters and concatenates;
/// the hostile-strings fault re-encodes on the fly instead, because it is rare and must not be cached.
struct CharacterCatalog: Sendable {
    static let pageSize = 20

    let links: StubLinks
    let characters: [StubCharacter]
    private let searchable: [SearchableFields]
    private let encoded: [[UInt8]]

    init(links: StubLinks) {
        self.links = links
        characters = StubDataSet.characters(baseURL: links.baseURL)
        searchable = characters.map(SearchableFields.init)
        encoded = characters.map(CharacterJSON.character)
    }

    func page(query: [String: String], hostile: Bool = false) -> CatalogAnswer {
        let filter = CharacterFilter(query: query)
        let matching = filter.isEmpty ? Array(characters.indices) : characters.indices.filter { filter.matches(searchable[$0]) }
        let pages = (matching.count + Self.pageSize - 1) / Self.pageSize
        let page = Self.pageNumber(query["page"])
        guard page <= pages else { return .error(404, CatalogAnswer.nothingHere) }
        let slice = matching[((page - 1) * Self.pageSize)..<min(page * Self.pageSize, matching.count)]
        let link = { (target: Int) in "\(links.charactersPage)?page=\(target)\(filter.linkSuffix)" }
        return .ok(CharacterJSON.page(
            count: matching.count, pages: pages,
            next: page < pages ? link(page + 1) : nil,
            prev: page > 1 ? link(page - 1) : nil,
            results: slice.map { body(at: $0, hostile: hostile) }
        ))
    }

    /// `/character/{ids}`: one id gives an object, a comma list (optionally in brackets) gives an array.
    func characters(ids path: String, hostile: Bool = false) -> CatalogAnswer {
        let trimmed = path.trimmingBrackets()
        guard trimmed.contains(",") || path.hasPrefix("[") else {
            guard let id = Int(trimmed) else { return .error(500, CatalogAnswer.missingID) }
            guard let index = index(of: id) else { return .error(404, CatalogAnswer.characterNotFound) }
            return .ok(body(at: index, hostile: hostile))
        }
        let found = trimmed.split(separator: ",").compactMap { Int($0.trimmingSpaces()) }.compactMap(index(of:))
        return .ok(CharacterJSON.array(found.map { body(at: $0, hostile: hostile) }))
    }

    private func index(of id: Int) -> Int? {
        characters.indices.contains(id - 1) ? id - 1 : nil
    }

    private func body(at index: Int, hostile: Bool) -> [UInt8] {
        hostile ? CharacterJSON.character(HostileStrings.apply(to: characters[index])) : encoded[index]
    }

    /// Like the real API's `parseInt`: leading digits count, anything else (or ≤ 0) means page 1.
    static func pageNumber(_ value: String?) -> Int {
        guard let value else { return 1 }
        let digits = value.trimmingSpaces().prefix { $0.isASCII && $0.isNumber }
        guard let number = Int(digits), number > 0 else { return 1 }
        return number
    }
}

extension StringProtocol {
    fileprivate func trimmingSpaces() -> String {
        trimmingCharacters(in: .whitespaces)
    }

    fileprivate func trimmingBrackets() -> String {
        var text = String(self)
        if text.hasPrefix("[") { text.removeFirst() }
        if text.hasSuffix("]") { text.removeLast() }
        return text
    }
}
