import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Health, static assets and the headers every answer carries.
@Suite struct ServerRouteTests {
    @Test func healthz_answers200() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/healthz")

            #expect(response.status == .ok)
            #expect(response.text == "ok\n")
        }
    }

    @Test(arguments: ["/", "/characters/1", "/characters/1/image", "/static/app.css", "/nowhere"])
    func everyAnswer_carriesSecurityHeadersWithoutInlineScript(path: String) async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page(path)
            let policy = try #require(response.headers[.contentSecurityPolicy])

            #expect(policy.contains("script-src 'self'"))
            #expect(!policy.contains("unsafe-inline"))
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            for name in ["Content-Security-Policy", "X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy"] {
                #expect(response.headers[values: try #require(HTTPField.Name(name))].count == 1, "\(name) once")
            }
        }
    }

    @Test func pages_haveNoInlineScriptOrStyle() async throws {
        try await WebTestHarness.with { _, client in
            for path in ["/", "/characters/1", "/nowhere"] {
                let html = try await client.page(path).text
                #expect(!html.contains("<script>"), "\(path)")
                #expect(!html.contains("style="), "\(path)")
                #expect(!html.contains("<style"), "\(path)")
                #expect(!html.contains(" on"), "\(path): no inline event handlers")
            }
        }
    }

    @Test(arguments: [("app.css", "text/css; charset=utf-8"), ("app.js", "text/javascript; charset=utf-8"), ("favicon.svg", "image/svg+xml")])
    func staticAsset_isServedFromMemoryForAYear(name: String, contentType: String) async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/static/\(name)")

            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == contentType)
            #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(response.body.readableBytes > 0)
        }
    }

    @Test(arguments: ["/static/nothing.css", "/static/..%2FPackage.swift", "/static/"])
    func unknownStaticAsset_answers404(path: String) async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page(path)
            #expect(response.status == .notFound)
        }
    }
}
