import Foundation
import Hummingbird

/// `GET /theme?theme=light|dark|system`: the page header's theme switch without JavaScript. It
/// keeps the choice in the `theme` cookie and answers 303 to the page the switch was on (from
/// `Referer`, a path of this site only), else to the first page.
struct ThemeController: Sendable {
    func addRoutes(to router: Router<BasicRequestContext>) {
        router.resource("/theme") { request, _ in try Self.choose(request) }
    }

    static func choose(_ request: Request) throws -> Response {
        guard let value = request.uri.queryParameters["theme"], let theme = Theme(rawValue: String(value)) else {
            throw HTTPError(.badRequest, message: "theme must be light, dark or system")
        }
        var response = Response(status: .seeOther, headers: [.location: returnPath(request), .contentLength: "0"])
        response.setCookie(theme.cookie)
        return response
    }

    /// The path and query of the page that linked here; a page elsewhere is never named.
    private static func returnPath(_ request: Request) -> String {
        guard let referer = request.headers[.referer], let url = URLComponents(string: referer) else { return "/" }
        let path = url.percentEncodedPath + (url.percentEncodedQuery.map { "?\($0)" } ?? "")
        return ReturnPath.validated(path) ?? "/"
    }
}
