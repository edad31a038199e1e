import Foundation
import GraphQL
import OrderedCollections

/// `/graphql` as Apollo Server 2 answered it, without the HTTP: a request's query, variables and
/// operation name in; a status and a JSON body out. Parse and validation errors (the depth and
/// field bounds included), and an answer past its budget of objects, are 400 with no `data`; a field's error is 200 with the rest of `data`;
/// an operation that cannot start (bad variables, unknown operation) is 400. Every error carries
/// Apollo's `extensions.code`.
public struct GraphQLEndpoint: Sendable {
    /// Longer queries are refused before they are parsed.
    public static let maxQueryBytes = 100_000
    /// The characters, episodes and locations one answer may hold, unless told otherwise.
    public static let maxAnswerObjects = 10_000

    private let schema: GraphQLSchema
    private let source: GraphQLFeedSource
    private let maxObjects: Int

    /// `maxObjects` bounds the characters, episodes and locations one answer may hold.
    public init(source: GraphQLFeedSource, maxObjects: Int = maxAnswerObjects) throws {
        schema = try RickAndMortySchema.make()
        self.source = source
        self.maxObjects = maxObjects
    }

    /// A request as HTTP gave it; `isGET` forbids anything but a query, as Apollo did.
    public struct Request: Sendable {
        public var query: String
        public var variables: [String: Map]
        public var operationName: String?
        public var isGET: Bool

        public init(query: String, variables: [String: Map] = [:], operationName: String? = nil, isGET: Bool = false) {
            self.query = query
            self.variables = variables
            self.operationName = operationName
            self.isGET = isGET
        }
    }

    public struct Answer: Sendable {
        public let status: Int
        public let body: [UInt8]
        /// Data and no error: nothing in it waits to be asked again.
        public var isWhole = false
    }

    public func answer(_ request: Request, apiBase: String) async -> Answer {
        guard request.query.utf8.count <= Self.maxQueryBytes else {
            return Self.errors(413, [GraphQLError(message: "The query is longer than \(Self.maxQueryBytes) bytes")], code: "BAD_USER_INPUT")
        }
        let document: Document
        do {
            document = try parse(source: Source(body: request.query, name: "GraphQL request"))
        } catch let error as GraphQLError {
            return Self.errors(400, [error], code: "GRAPHQL_PARSE_FAILED")
        } catch {
            return Self.errors(400, [GraphQLError(message: "\(error)")], code: "GRAPHQL_PARSE_FAILED")
        }
        let invalid = validate(schema: schema, ast: document) + GraphQLQueryBounds(document).errors()
        guard invalid.isEmpty else { return Self.errors(400, invalid, code: "GRAPHQL_VALIDATION_FAILED") }
        if request.isGET, Self.operation(in: document, named: request.operationName).map({ $0.operation != .query }) == true {
            return Self.errors(405, [GraphQLError(message: "GET supports only query operation")], code: "METHOD_NOT_ALLOWED")
        }
        let budget = GraphQLAnswerBudget(limit: maxObjects)
        do {
            let result = try await execute(
                schema: schema, documentAST: document, rootValue: (),
                context: GraphQLRequestContext(source: source, apiBase: apiBase, budget: budget),
                variableValues: request.variables, operationName: request.operationName
            )
            // Past the budget the fields that would have held more are errors; the answer is
            // refused whole, as a query over the depth bound is, with one error and no data.
            if budget.isExceeded {
                return Self.errors(400, [GraphQLError(message: GraphQLAnswerTooLarge(limit: budget.limit).description)], code: "GRAPHQL_VALIDATION_FAILED")
            }
            return Self.encode(GraphQLResult(data: result.data, errors: Self.coded(result.errors, "INTERNAL_SERVER_ERROR")), status: result.data == nil ? 400 : 200)
        } catch {
            return Self.errors(400, [GraphQLError(message: "\(error)")], code: "INTERNAL_SERVER_ERROR")
        }
    }

    /// An answer of errors alone, for a request refused before it ran.
    public static func errors(_ status: Int, _ errors: [GraphQLError], code: String) -> Answer {
        encode(GraphQLResult(errors: coded(errors, code)), status: status)
    }

    public static func errors(_ status: Int, message: String, code: String) -> Answer {
        errors(status, [GraphQLError(message: message)], code: code)
    }

    private static func coded(_ errors: [GraphQLError], _ code: String) -> [GraphQLError] {
        errors.map { error in
            var extensions = error.extensions
            if extensions["code"] == nil { extensions["code"] = .string(code) }
            return GraphQLError(message: error.message, locations: error.locations, path: error.path, extensions: extensions)
        }
    }

    private static func encode(_ result: GraphQLResult, status: Int) -> Answer {
        do {
            return Answer(status: status, body: Array(try GraphQLJSONEncoder().encode(result)), isWhole: status == 200 && result.errors.isEmpty)
        } catch {
            return Answer(status: 500, body: Array(#"{"errors":[{"message":"The answer could not be encoded","extensions":{"code":"INTERNAL_SERVER_ERROR"}}]}"#.utf8))
        }
    }

    private static func operation(in document: Document, named name: String?) -> OperationDefinition? {
        let operations = document.definitions.compactMap { $0 as? OperationDefinition }
        guard let name else { return operations.count == 1 ? operations[0] : nil }
        return operations.first { $0.name?.value == name }
    }
}
