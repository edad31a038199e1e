import Foundation
import NIOConcurrencyHelpers
import RickAndMortyFeed

/// An API whose data a test writes, for shapes the stand-in does not serve (links to ids that do
/// not exist, an episode without characters, a location with thousands of residents): answers
/// `GET {base}/{resource}/{ids}` with the many-ids form's array, as the API does, and counts the
/// requests. `offline` makes every request fail as a refused connection would; `noisy` answers
/// each item twice plus an item not asked for; `broken` resources answer the API's 500 for a
/// malformed list.
final class ScriptedAPI: HTTPClient {
    static let base = "http://127.0.0.1:9/api"

    private let items: [String: [Int: String]]
    private let state = NIOLockedValueBox((offline: false, noisy: false, broken: Set<String>(), requests: [String]()))

    /// `items`: the JSON object of each item, by resource (`character`, `episode`, `location`) and id.
    init(items: [String: [Int: String]]) {
        self.items = items
    }

    var offline: Bool {
        get { state.withLockedValue { $0.offline } }
        set { state.withLockedValue { $0.offline = newValue } }
    }

    var noisy: Bool {
        get { state.withLockedValue { $0.noisy } }
        set { state.withLockedValue { $0.noisy = newValue } }
    }

    var broken: Set<String> {
        get { state.withLockedValue { $0.broken } }
        set { state.withLockedValue { $0.broken = newValue } }
    }

    /// The paths asked, in order.
    var requests: [String] { state.withLockedValue { $0.requests } }

    func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        let (offline, noisy, broken) = state.withLockedValue { state in
            state.requests.append(url.path)
            return (state.offline, state.noisy, state.broken)
        }
        if offline { throw URLError(.cannotConnectToHost) }
        let segments = url.path.split(separator: "/").map(String.init)
        guard segments.count == 3, let resource = items[segments[1]] else {
            return HTTPResponse(statusCode: 404, body: Data(#"{"error":"There is nothing here."}"#.utf8))
        }
        if broken.contains(segments[1]) {
            return HTTPResponse(statusCode: 500, body: Data(#"{"error":"Bad... bad array :/"}"#.utf8))
        }
        let ids = Set(segments[2].split(separator: ",").compactMap { Int($0) })
        var found = ids.sorted(by: >).compactMap { resource[$0] }
        if noisy {
            found += found
            if let other = resource.keys.sorted().first(where: { !ids.contains($0) }), let item = resource[other] { found.append(item) }
        }
        return HTTPResponse(statusCode: 200, body: Data(("[" + found.joined(separator: ",") + "]").utf8))
    }

    static func character(_ id: Int, episodes: [Int] = [], origin: Int? = nil, location: Int? = nil) -> String {
        let links = episodes.map { "\"\(base)/episode/\($0)\"" }.joined(separator: ",")
        let origin = origin.map { "\(base)/location/\($0)" } ?? ""
        let location = location.map { "\(base)/location/\($0)" } ?? ""
        return """
        {"id":\(id),"name":"Character \(id)","status":"Alive","species":"Human","type":"","gender":"Female",\
        "origin":{"name":"Origin","url":"\(origin)"},"location":{"name":"Location","url":"\(location)"},\
        "image":"\(base)/character/avatar/\(id).jpeg","episode":[\(links)],"url":"\(base)/character/\(id)",\
        "created":"2017-11-04T18:48:46.250Z"}
        """
    }

    static func episode(_ id: Int, characters: [Int]) -> String {
        let links = characters.map { "\"\(base)/character/\($0)\"" }.joined(separator: ",")
        return """
        {"id":\(id),"name":"Episode \(id)","air_date":"December 2, 2013","episode":"S01E0\(id)",\
        "characters":[\(links)],"url":"\(base)/episode/\(id)","created":"2017-11-10T12:56:33.798Z"}
        """
    }

    static func location(_ id: Int, residents: [Int]) -> String {
        let links = residents.map { "\"\(base)/character/\($0)\"" }.joined(separator: ",")
        return """
        {"id":\(id),"name":"Location \(id)","type":"Planet","dimension":"Dimension C-137",\
        "residents":[\(links)],"url":"\(base)/location/\(id)","created":"2017-11-10T12:42:04.162Z"}
        """
    }
}
