import Foundation
import NIOConcurrencyHelpers
import RickAndMortyFeed

/// An HTTP stub that answers the API's contract for the three resources from small in-memory
/// data sets (pages of 20 sorted by id, `info.count`, the many-ids form, "nothing here" past the
/// end), and can be made to lie or fail per resource. It records every URL asked.
final class FakeResourceAPI: HTTPClient {
    static let base = "https://api.test/api"

    struct Resource: Sendable {
        var ids: [Int]
        /// What `info.count` and `info.pages` say; the truth when `nil`.
        var claimedCount: Int?? = nil
        var claimedPages: Int? = nil
        /// Answers of the many-ids form: the items asked (in reverse, as the API's order is
        /// none), then `extra`'s entries; `malformed` sends a broken body.
        var extraEntries: [Int] = []
        var malformed = false
        var failingPages: Set<Int> = []
        /// The many-ids requests that answer 500, by their first id.
        var failingChunks: Set<Int> = []
        var name: @Sendable (Int) -> String = { "Item \($0)" }
        /// Names the many-ids form gives instead of `name`'s: two answers that disagree.
        var manyIDsName: (@Sendable (Int) -> String)? = nil
    }

    private let resources: NIOLockedValueBox<[String: Resource]>
    private let asked = NIOLockedValueBox<[URL]>([])

    init(characters: Resource, episodes: Resource = Resource(ids: Array(1...7)), locations: Resource = Resource(ids: Array(1...3))) {
        resources = NIOLockedValueBox(["character": characters, "episode": episodes, "location": locations])
    }

    var requests: [URL] { asked.withLockedValue { $0 } }

    func requests(of resource: String) -> [URL] {
        requests.filter { $0.path.hasPrefix("/api/\(resource)") }
    }

    func change(_ path: String, _ body: @Sendable (inout Resource) -> Void) {
        resources.withLockedValue { body(&$0[path, default: Resource(ids: [])]) }
    }

    func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        asked.withLockedValue { $0.append(url) }
        let parts = url.path.split(separator: "/").map(String.init)
        guard parts.count >= 2, let resource = resources.withLockedValue({ $0[parts[1]] }) else { return Self.nothingHere }
        if parts.count == 3 { return manyIDs(parts[2], of: resource, path: parts[1]) }
        let page = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
        return self.page(page, of: resource, path: parts[1])
    }

    private func page(_ number: Int, of resource: Resource, path: String) -> HTTPResponse {
        if resource.failingPages.contains(number) { return HTTPResponse(statusCode: 500, body: Data("{}".utf8)) }
        let ids = resource.ids.sorted()
        let pages = (ids.count + 19) / 20
        guard number <= pages else { return Self.nothingHere }
        let items = ids[(number - 1) * 20..<min(number * 20, ids.count)].map { item(path, $0, resource) }
        let next: Any = number < pages ? "\(Self.base)/\(path)?page=\(number + 1)" : NSNull()
        let count: Any = resource.claimedCount.map { $0.map { $0 as Any } ?? NSNull() } ?? ids.count
        var info: [String: Any] = ["pages": resource.claimedPages ?? pages, "next": next, "prev": NSNull()]
        if !(count is NSNull) { info["count"] = count }
        return json(["info": info, "results": items])
    }

    private func manyIDs(_ list: String, of resource: Resource, path: String) -> HTTPResponse {
        let asked = list.split(separator: ",").compactMap { Int($0) }
        if resource.malformed { return HTTPResponse(statusCode: 200, body: Data(#"[{"id":1,"name":"#.utf8)) }
        if let first = asked.first, resource.failingChunks.contains(first) {
            return HTTPResponse(statusCode: 500, body: Data(#"{"error":"boom"}"#.utf8))
        }
        let known = Set(resource.ids)
        let found = asked.filter { known.contains($0) }.reversed() + resource.extraEntries
        var answering = resource
        if let other = resource.manyIDsName { answering.name = other }
        return json(found.map { item(path, $0, answering) })
    }

    private func item(_ path: String, _ id: Int, _ resource: Resource) -> [String: Any] {
        let url = "\(Self.base)/\(path)/\(id)"
        let created = "2017-11-04T18:48:46.250Z"
        switch path {
        case "character":
            let place: [String: Any] = ["name": "Earth", "url": ""]
            return ["id": id, "name": resource.name(id), "status": "Alive", "species": "Human", "type": "", "gender": "Female",
                    "origin": place, "location": place, "image": "\(Self.base)/character/avatar/\(id).jpeg",
                    "episode": ["\(Self.base)/episode/1"], "url": url, "created": created]
        case "episode":
            return ["id": id, "name": resource.name(id), "air_date": "December 2, 2013", "episode": "S01E01",
                    "characters": ["\(Self.base)/character/1"], "url": url, "created": created]
        default:
            return ["id": id, "name": resource.name(id), "type": "Planet", "dimension": "C-137",
                    "residents": ["\(Self.base)/character/1"], "url": url, "created": created]
        }
    }

    private func json(_ object: Any) -> HTTPResponse {
        HTTPResponse(statusCode: 200, body: (try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }

    private static var nothingHere: HTTPResponse {
        HTTPResponse(statusCode: 404, body: Data(#"{"error":"There is nothing here"}"#.utf8))
    }
}
