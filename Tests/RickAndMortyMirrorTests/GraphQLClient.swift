import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import TestSupport

/// A GraphQL client as Apollo's sends requests: `POST /graphql` with a JSON body, or `GET` with
/// the query in the URL; the answer's JSON is read as untyped objects.
enum GraphQLClient {
    private static let client = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup,
        configuration: HTTPClient.Configuration(timeout: .init(connect: .seconds(Int64(10 * Sanitizer.slowdown))), decompression: .disabled)
    )

    struct Answer: @unchecked Sendable {
        let status: Int
        let headers: HTTPHeaders
        let body: [UInt8]
        /// The answer's JSON object (`[:]` when it is none).
        let json: [String: Any]

        var data: [String: Any]? { json["data"] as? [String: Any] }
        var errors: [[String: Any]] { json["errors"] as? [[String: Any]] ?? [] }
        var errorMessages: [String] { errors.compactMap { $0["message"] as? String } }
        var errorCodes: [String] { errors.compactMap { ($0["extensions"] as? [String: Any])?["code"] as? String } }
        func header(_ name: String) -> String? { headers.first(name: name) }
    }

    static func post(
        _ base: String, _ query: String, variables: [String: Any]? = nil, headers: [(String, String)] = []
    ) async throws -> Answer {
        var object: [String: Any] = ["query": query]
        if let variables { object["variables"] = variables }
        return try await post(base, body: try JSONSerialization.data(withJSONObject: object), headers: headers)
    }

    static func post(_ base: String, body: Data, headers: [(String, String)] = []) async throws -> Answer {
        var request = HTTPClientRequest(url: base + "/graphql")
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        request.body = .bytes(ByteBuffer(bytes: body))
        return try await send(request)
    }

    static func get(_ base: String, _ query: String, variables: String? = nil, headers: [(String, String)] = []) async throws -> Answer {
        var components = URLComponents(string: base + "/graphql")
        components?.queryItems = [URLQueryItem(name: "query", value: query)] + (variables.map { [URLQueryItem(name: "variables", value: $0)] } ?? [])
        // `+` is a space in a form's query, so it is sent escaped.
        let url = (components?.url?.absoluteString ?? base).replacingOccurrences(of: "+", with: "%2B")
        var request = HTTPClientRequest(url: url)
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        return try await send(request)
    }

    static func send(_ request: HTTPClientRequest) async throws -> Answer {
        let response = try await client.execute(request, timeout: .seconds(Int64(60 * Sanitizer.slowdown)))
        let body = Array(try await response.body.collect(upTo: 64 * 1024 * 1024).readableBytesView)
        let json = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
        return Answer(status: Int(response.status.code), headers: response.headers, body: body, json: json)
    }
}

extension MirrorHarness {
    /// `http://127.0.0.1:{port}`, where `/graphql` is.
    var serverBase: String { "http://127.0.0.1:\(port)" }

    /// The `data` of a query that must succeed, or the test fails with the answer.
    func graphQL(_ query: String, variables: [String: Any]? = nil) async throws -> [String: Any] {
        let answer = try await GraphQLClient.post(serverBase, query, variables: variables)
        guard answer.status == 200, answer.errors.isEmpty, let data = answer.data else {
            throw GraphQLFailed(status: answer.status, body: String(decoding: answer.body, as: UTF8.self))
        }
        return data
    }
}

extension MirrorHarness {
    /// The mirror's REST answer for `path` under `/api`, as the expectation a GraphQL answer must meet.
    func rest(_ path: String) async throws -> [String: Any] {
        let response = try await HTTP.get(localBase + path)
        return (try JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
    }
}

struct GraphQLFailed: Error, CustomStringConvertible {
    let status: Int
    let body: String
    var description: String { "GraphQL answered \(status): \(body.prefix(500))" }
}

/// Small readers of untyped JSON for the tests' expectations.
extension Dictionary where Key == String, Value == Any {
    func object(_ key: String) -> [String: Any]? { self[key] as? [String: Any] }
    func objects(_ key: String) -> [[String: Any]]? { self[key] as? [[String: Any]] }
    func string(_ key: String) -> String? { self[key] as? String }
    func isNull(_ key: String) -> Bool { self[key] is NSNull }
}
