import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

/// An upstream whose characters name images on another server: the image routes answer
/// without ever asking that server.
@Suite struct ForeignImageRouteTests {
    @Test func characterImage_onAnotherServer_isThePlaceholder_andThatServerSeesNoRequest() async throws {
        let canary = try LoopbackHTTPServer.start(answering: .text("internal"))
        defer { canary.stop() }
        try await WebTestHarness.with(linksBaseURL: canary.url("/internal")) { _, client in
            let image = try await client.page("/characters/1/image")

            #expect(image.status == .ok)
            #expect(image.headers[.xImageSource] == "placeholder")
        }
        #expect(canary.requests.isEmpty)
    }

    @Test func mirrorAvatar_onAnotherServer_isNotFound_andThatServerSeesNoRequest() async throws {
        let canary = try LoopbackHTTPServer.start(answering: .text("internal"))
        defer { canary.stop() }
        try await WebTestHarness.with(linksBaseURL: canary.url("/internal")) { _, client in
            let avatar = try await client.page("/api/character/avatar/1.jpeg")

            #expect(avatar.status == .notFound)
        }
        #expect(canary.requests.isEmpty)
    }
}
