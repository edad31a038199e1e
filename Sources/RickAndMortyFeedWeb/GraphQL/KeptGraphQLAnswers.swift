import Foundation
import GraphQL
import RickAndMortyFeedGraphQL

/// `/graphql`'s whole answers by query, variables and operation, as Apollo Server's full
/// response cache keeps them: an app asks the same few queries again and again, and the
/// GraphQL library resolving a page's few hundred nested objects field by field costs
/// milliseconds each time. Like the mirror's answers (`MirrorAnswerCache`), every answer is
/// dropped once the cache's generation moves (a sync, a read-through save, a validation, a
/// clear) and none is kept longer than `maxAge` by the app's clock. Only answers with data and no
/// error are kept: a field the API could not be asked for is asked again. Clients asking for an
/// answer not kept at once wait for one making of it (`GenerationStampedCache.value(forKey:…make:)`).
typealias KeptGraphQLAnswers = GenerationStampedCache<GraphQLAnswerKey, EncodedMirrorAnswer>

/// What an answer depends on besides the cache: the request as the client sent it, whether it
/// came by `GET` (its `Cache-Control` differs), and the API base its image URLs are under.
struct GraphQLAnswerKey: Hashable, Sendable {
    let query: String
    let variables: [String: Map]
    let operationName: String?
    let isGET: Bool
    let apiBase: String

    init(_ request: GraphQLEndpoint.Request, apiBase: String) {
        query = request.query
        variables = request.variables
        operationName = request.operationName
        isGET = request.isGET
        self.apiBase = apiBase
    }
}

extension KeptGraphQLAnswers {
    /// 8 MiB: a typical page query's answer is ~15 KB, so some hundreds of distinct queries.
    static var defaultMaxBytes: Int { 8 * 1024 * 1024 }
    static var defaultMaxAge: TimeInterval { 10 }

    convenience init(maxBytes: Int = KeptGraphQLAnswers.defaultMaxBytes, maxAge: TimeInterval = KeptGraphQLAnswers.defaultMaxAge) {
        self.init(limits: .bytes(maxBytes, maxValueBytes: maxBytes / 4, maxAge: maxAge))
    }

    /// What keeping `answer` costs: its bytes, with its query's and variables'.
    static func cost(of answer: EncodedMirrorAnswer, for key: Key) -> Int {
        let variablesBytes = key.variables.isEmpty ? 0 : (try? JSONEncoder().encode(key.variables).count) ?? Int.max / 2
        return answer.keptByteCount + key.query.utf8.count + variablesBytes
    }
}
