import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import TestSupport

/// Plain HTTP as any client of the API sends it, through AsyncHTTPClient set to neither ask for
/// compression nor decompress, so what the server sent is what the test sees.
enum HTTP {
    /// One client for the whole test run, never shut down (the process ends first). A request
    /// waiting for a pooled connection gives up at the connect timeout: 100 at once under a
    /// sanitizer wait longer than AsyncHTTPClient's default 10 s, so every wait scales with it.
    private static let client = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup,
        configuration: HTTPClient.Configuration(
            timeout: .init(connect: .seconds(Int64(10 * Sanitizer.slowdown))),
            decompression: .disabled
        )
    )

    struct Response: Sendable {
        let status: Int
        let headers: HTTPHeaders
        let body: [UInt8]

        var text: String { String(decoding: body, as: UTF8.self) }

        func header(_ name: String) -> String? { headers.first(name: name) }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONDecoder().decode(type, from: Data(body))
        }
    }

    struct UnexpectedStatus: Error {
        let status: Int
        let url: String
    }

    static func get(_ url: String, headers: [(String, String)] = []) async throws -> Response {
        var request = HTTPClientRequest(url: url)
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        let response = try await client.execute(request, timeout: .seconds(Int64(60 * Sanitizer.slowdown)))
        let body = try await response.body.collect(upTo: 64 * 1024 * 1024)
        return Response(status: Int(response.status.code), headers: response.headers, body: Array(body.readableBytesView))
    }
}
