import Foundation
import Testing
import TestSupport

/// Unknown routes and avatars, for anything that speaks the API (docs/API.md).
@Suite(.trackingMemoryLeaks)
struct ContractRouteTests {
    @Test(arguments: APIUnderTest.allCases)
    func unknownRoute_isNothingHereWithAFullStop404(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            for path in ["/character/avatar", "/nothing", "/character/1/extra", "/characters", "/episodes", "/location/1/2"] {
                let response = try await endpoint.get(path)
                #expect(response.status == 404, "\(path)")
                #expect(response.error == ErrorJSON(error: "There is nothing here."), "\(path)")
            }
        }
    }

    /// The cache keeps the avatars only once someone asked for them, so the offline mirror is
    /// left out: it answers a 404 for an avatar it never saw.
    @Test(arguments: [APIUnderTest.standIn, .mirror])
    func avatar_isTheImageBytes_aMissingOneIsA404(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            let avatar = try await endpoint.get("/character/avatar/1.jpeg")
            #expect(avatar.status == 200)
            #expect(avatar.body.starts(with: [0xFF, 0xD8]) || avatar.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let missing = try await endpoint.get("/character/avatar/19.jpeg")
            #expect(missing.status == 404)
            #expect(missing.error != nil)
            let unknown = try await endpoint.get("/character/avatar/99999.jpeg")
            #expect(unknown.status == 404)
        }
    }
}
