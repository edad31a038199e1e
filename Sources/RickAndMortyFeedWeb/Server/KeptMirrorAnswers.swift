import HTTPTypes
import Hummingbird
import NIOCore

/// A kept `/api` answer (`MirrorController.keptAnswer`) made into the very response the router
/// and its middleware chain send for the same request, by the chain's own rules, in the chain's
/// order: the host name's check (`HostNameMiddleware`: another host is left to it), `MirrorResponse.parts` (ETag/304, gzip, CORS, Cache-Control), HEAD without the body
/// (`HTTPMethodsMiddleware`), the HTML gzip's test (`HTMLCompressionMiddleware`, never true for
/// JSON), the security headers (`SecurityHeaders`), one count under the route's pattern
/// (`RequestCounters`), then `Date` and `Server` as Hummingbird adds them. `KeptAnswerHandler`
/// sends it from the event loop.
///
/// `nil` for anything else: another method, a request announcing a body (the chain refuses it),
/// a target not answered before, an answer of an older generation of the cache or older than
/// the kept answers' age limit (read now, without waiting: `cacheGenerationNow`).
struct KeptMirrorAnswers: Sendable {
    struct Answer {
        let head: HTTPResponse
        let body: ByteBuffer?
    }

    let mirror: MirrorController
    let origins: AllowedOrigins
    let cacheGenerationNow: @Sendable () -> UInt64
    let counters: RequestCounters?
    let serverName: String
    let date: HTTPDateHeader
    /// Told of each answer sent this way (tests).
    let answered: (@Sendable () -> Void)?

    func answer(to request: HTTPRequest) -> Answer? {
        guard request.method == .get || request.method == .head,
              let target = request.path, target.hasPrefix("/api/"),
              request.authority.map(origins.allowsHost) ?? true,
              !RequestBodyRefusalMiddleware<BasicRequestContext>.announcesBody(request.headerFields),
              let kept = mirror.keptAnswer(forTarget: target, apiBase: mirror.base.apiBase, generation: cacheGenerationNow())
        else { return nil }
        let representation = MirrorResponse.representation(of: kept, for: request.headerFields)
        // Compressing is too slow for the event loop: the router makes the gzipped body once.
        if case .gzipped = representation, !kept.hasGzippedBody { return nil }
        var parts = MirrorResponse.parts(kept, as: representation)
        if !HTTPMethodsMiddleware<BasicRequestContext>.sendsBody(request.method) { parts.body = nil }
        guard !HTMLCompressionMiddleware<BasicRequestContext>.compresses(
            parts.headers, contentLength: parts.body?.readableBytes ?? 0, request: request.headerFields
        ) else { return nil }
        SecurityHeaders.add(to: &parts.headers)
        counters?.count(endpointPath: MirrorController.subroutesPattern, status: parts.status.code)
        parts.headers[.date] = date.now()
        parts.headers[.server] = serverName
        answered?()
        return Answer(head: HTTPResponse(status: parts.status, headerFields: parts.headers), body: parts.body)
    }
}
