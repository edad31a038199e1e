import Foundation
import GraphQL
import HTTPTypes
import Hummingbird
import RickAndMortyFeed
import RickAndMortyFeedGraphQL

/// `/graphql` as Apollo clients use it: `POST` with a JSON body (`query`, `variables`,
/// `operationName`), `GET` with the same as query parameters, and the CORS preflight. Answers
/// are JSON with CORS, gzip and, for 200s, an entity tag, as `/api`'s are (`MirrorResponse`);
/// they come from the same read-through lookups as `/api`'s.
struct GraphQLController: Sendable {
    /// Bodies past this are refused unread (413), as Apollo's JSON body parser refused them.
    static let maxBodyBytes = 100_000
    static let path = "/graphql"

    let endpoint: GraphQLEndpoint
    let base: MirrorBaseURL
    let cacheGeneration: @Sendable () async -> UInt64
    let currentDate: @Sendable () -> Date
    let kept = KeptGraphQLAnswers()

    init(mirror: MirrorFeatures, base: MirrorBaseURL, currentDate: @escaping @Sendable () -> Date) throws {
        endpoint = try GraphQLEndpoint(source: GraphQLFeedSource(
            characters: GraphQLResourceSource(page: mirror.characters.page, items: mirror.characters.items),
            episodes: GraphQLResourceSource(page: mirror.episodes.page, items: mirror.episodes.items),
            locations: GraphQLResourceSource(page: mirror.locations.page, items: mirror.locations.items)
        ))
        self.base = base
        cacheGeneration = mirror.cacheGeneration
        self.currentDate = currentDate
    }

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get(RouterPath(Self.path)) { request, _ in await get(request) }
        router.post(RouterPath(Self.path)) { request, _ in await post(request) }
        router.on(RouterPath(Self.path), method: .options) { _, _ in Self.preflight }
        for method in [HTTPRequest.Method.put, .delete, .patch, .trace, .connect] {
            router.on(RouterPath(Self.path), method: method) { request, _ in
                var response = Self.respond(GraphQLEndpoint.errors(
                    405, message: "Apollo Server supports only GET/POST requests.", code: "METHOD_NOT_ALLOWED"
                ), request: request, cacheable: false)
                response.headers[.allow] = "GET, POST"
                return response
            }
        }
    }

    func get(_ request: Request) async -> Response {
        // As a form sends them too (`+` a space): the page's own query box is such a form.
        let parameters = QueryValues.formFields(request.uri.query)
        if parameters["query"] == nil, GraphQLBrowserPage.isWanted(by: request) { return GraphQLBrowserPage.response }
        guard let query = parameters["query"], !query.isEmpty else {
            return Self.respond(GraphQLEndpoint.errors(400, message: "GET query missing.", code: "BAD_USER_INPUT"), request: request, cacheable: false)
        }
        let variables: [String: Map]
        if let text = parameters["variables"], !text.isEmpty {
            guard let decoded = try? JSONDecoder().decode([String: Map].self, from: Data(text.utf8)) else {
                return Self.respond(GraphQLEndpoint.errors(400, message: "Variables are invalid JSON.", code: "BAD_USER_INPUT"), request: request, cacheable: false)
            }
            variables = decoded
        } else {
            variables = [:]
        }
        let asked = GraphQLEndpoint.Request(
            query: query, variables: variables, operationName: parameters["operationName"], isGET: true
        )
        return await answer(asked, request: request)
    }

    func post(_ request: Request) async -> Response {
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: Self.maxBodyBytes)
        } catch {
            var response = Self.respond(GraphQLEndpoint.errors(413, message: "request entity too large", code: "BAD_USER_INPUT"), request: request, cacheable: false)
            response.headers[.connection] = "close"
            return response
        }
        guard body.readableBytes > 0 else {
            return Self.respond(GraphQLEndpoint.errors(400, message: "POST body missing. Did you forget use body-parser middleware?", code: "BAD_USER_INPUT"), request: request, cacheable: false)
        }
        guard let posted = try? JSONDecoder().decode(PostedQuery.self, from: Data(body.readableBytesView)) else {
            return Self.respond(GraphQLEndpoint.errors(400, message: "The body is not a JSON object of query, variables and operationName", code: "BAD_USER_INPUT"), request: request, cacheable: false)
        }
        guard let query = posted.query, !query.isEmpty else {
            return Self.respond(GraphQLEndpoint.errors(400, message: "Must provide query string.", code: "BAD_USER_INPUT"), request: request, cacheable: false)
        }
        let asked = GraphQLEndpoint.Request(query: query, variables: posted.variables ?? [:], operationName: posted.operationName)
        return await answer(asked, request: request)
    }

    /// The answer kept for this request at the cache's generation, else one made once for
    /// every client asking at once, and kept when it is whole.
    private func answer(_ asked: GraphQLEndpoint.Request, request: Request) async -> Response {
        let key = GraphQLAnswerKey(asked, apiBase: base.apiBase)
        let answer = await kept.value(forKey: key, generation: await cacheGeneration(), now: currentDate) { [endpoint] in
            let made = await endpoint.answer(asked, apiBase: key.apiBase)
            let encoded = Self.encoded(made, cacheable: asked.isGET)
            return .init(value: encoded, cost: made.isWhole ? KeptGraphQLAnswers.cost(of: encoded, for: key) : nil)
        }
        // Only a client that went away while it waited gets no answer; nobody reads this one.
        return MirrorResponse.make(answer ?? EncodedMirrorAnswer(.unavailable), request: request)
    }

    /// A GET answer may be kept by HTTP caches for as long as `/api`'s data; others are not.
    static func respond(_ answer: GraphQLEndpoint.Answer, request: Request, cacheable: Bool) -> Response {
        MirrorResponse.make(encoded(answer, cacheable: cacheable), request: request)
    }

    private static func encoded(_ answer: GraphQLEndpoint.Answer, cacheable: Bool) -> EncodedMirrorAnswer {
        let cacheControl = cacheable && answer.status == 200 ? MirrorAnswer.dataLifetime : "no-store"
        return EncodedMirrorAnswer(MirrorAnswer(status: answer.status, body: answer.body, cacheControl: cacheControl))
    }

    /// Browsers ask before they POST JSON from another origin; any origin may.
    static var preflight: Response {
        Response(status: .noContent, headers: [
            .accessControlAllowOrigin: "*",
            .accessControlAllowMethods: "GET, POST, OPTIONS",
            .accessControlAllowHeaders: "Content-Type, Apollo-Require-Preflight, Authorization",
            .accessControlMaxAge: "86400",
            .contentLength: "0",
        ])
    }

    private struct PostedQuery: Decodable {
        let query: String?
        let variables: [String: Map]?
        let operationName: String?
    }
}
