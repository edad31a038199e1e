import Foundation
import HTTPTypes
import Hummingbird
import Logging
import RickAndMortyFeed

/// `POST /characters/{id}/favorite` and `POST /episodes/{id}/watched` (form field
/// `value=true|false`), and `GET /favorites` (`FavoritesPage`). A toggle must carry the
/// installation's token and come from this server's own origin (`Origin`, else `Referer`; a
/// request with neither is judged by its token alone), else 403. Without JavaScript it answers
/// 303 to the page it came from; asked for JSON (`Accept: application/json`, the page's script),
/// it answers the new state. See docs/ARCHITECTURE.md, "The personal library".
struct LibraryController: Sendable {
    enum Kind: Sendable {
        case favorite, watched

        var section: SiteSection { self == .favorite ? .characters : .episodes }
        var notFound: FeedStringKey { self == .favorite ? .characterNotFound : .episodeNotFound }
        func itemPath(_ id: Int) -> String { self == .favorite ? "/characters/\(id)" : "/episodes/\(id)" }
    }

    let environment: WebEnvironment
    let library: LibraryWebFeatures
    let origins: AllowedOrigins

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.action("/characters/:id/favorite") { request, context in await toggle(request, context, .favorite) }
        router.action("/episodes/:id/watched") { request, context in await toggle(request, context, .watched) }
        router.resource("/favorites") { request, context in
            await FavoritesPage(environment: environment, library: library).response(for: request, logger: context.logger)
        }
    }

    func toggle(_ request: Request, _ context: BasicRequestContext, _ kind: Kind) async -> Response {
        let localization = environment.localization(for: request)
        guard comesFromThisSite(request) else { return refusal(.forbidden, .toggleForbidden, kind, localization) }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: ToggleForm.maximumBodySize)
        } catch {
            return refusal(.contentTooLarge, .toggleBadRequest, kind, localization)
        }
        let form = ToggleForm(body: String(buffer: body))
        guard CSRFToken.matches(form.token, library.csrfToken) else { return refusal(.forbidden, .toggleForbidden, kind, localization) }
        guard case let .canonical(id) = ItemPathID(context.parameters.get("id")) else {
            return environment.notFound(localization, heading: kind.notFound, section: kind.section)
        }
        guard let value = form.value else { return refusal(.badRequest, .toggleBadRequest, kind, localization) }
        do {
            switch kind {
            case .favorite: try await library.setFavorite(id, value)
            case .watched: try await library.setWatched(id, value)
            }
        } catch is LibraryWebItemNotFound {
            return environment.notFound(localization, heading: kind.notFound, section: kind.section)
        } catch let error as RemoteLoadError {
            let message = environment.presenter(for: localization).errorViewModel(for: error).message
            return failure(message, status: .serviceUnavailable, kind: kind, id: id, localization: localization)
        } catch {
            // The error names the library's file: for the operator's log, not for every visitor.
            context.logger.error("the library could not be saved", metadata: ["error": "\(error)"])
            let message = localization.string(.libraryWriteFailed, localization.string(.libraryFailureLogged))
            return failure(message, status: .internalServerError, kind: kind, id: id, localization: localization)
        }
        if request.headers[.accept]?.contains("application/json") == true {
            let field = kind == .favorite ? "favorite" : "watched"
            return Response(
                status: .ok,
                headers: [.contentType: "application/json", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"id":\#(id),"\#(field)":\#(value)}"#))
            )
        }
        return Response(status: .seeOther, headers: [.location: form.returnPath ?? kind.itemPath(id), .contentLength: "0"])
    }

    /// `Origin`, else `Referer`, must name this server; with neither, the token decides.
    private func comesFromThisSite(_ request: Request) -> Bool {
        if let origin = request.headers[.origin] { return origins.allows(origin) }
        if let referer = request.headers[.referer] { return origins.allows(referer) }
        return true
    }

    private func refusal(_ status: HTTPResponse.Status, _ message: FeedStringKey, _ kind: Kind, _ localization: FeedLocalization) -> Response {
        let alert = AlertContext(message: localization.string(message), retryTitle: localization.string(kind.section.backTitle), retryHref: kind.section.path)
        return environment.messagePage(localization, title: localization.string(.libraryTitle), heading: .libraryTitle, alert: alert, section: kind.section, status: status)
    }

    private func failure(_ message: String, status: HTTPResponse.Status, kind: Kind, id: Int, localization: FeedLocalization) -> Response {
        let alert = AlertContext(message: message, retryTitle: localization.string(.retry), retryHref: kind.itemPath(id))
        return environment.messagePage(localization, title: localization.string(.libraryTitle), heading: .libraryTitle, alert: alert, section: kind.section, status: status)
    }
}

extension Router {
    /// A path that only takes POST: every other method HTTP defines answers 405 with `Allow: POST`.
    func action(_ path: RouterPath, post handler: @escaping @Sendable (Request, Context) async throws -> Response) {
        post(path, use: handler)
        for method in [HTTPRequest.Method.get, .put, .delete, .patch, .options, .trace, .connect] {
            on(path, method: method) { _, _ in Response(status: .methodNotAllowed, headers: [.allow: "POST", .contentLength: "0"]) }
        }
    }
}
