import HummingbirdTesting
import NIOCore
import RickAndMortyFeed
import Testing
import TestSupport

/// The image route watches for the browser going away while it loads (docs/ARCHITECTURE.md,
/// "Use cases and scenarios"). Hummingbird 2.28.1's watcher trapped, taking the whole server,
/// when the load ended before the watcher had read the request's end.
@Suite(.trackingMemoryLeaks)
struct ImageRouteInboundCloseTests {
    /// A race, so only many tries can show it: an image answered at once, 5,000 times in a row.
    /// Without the read of the request to its end (`cancellingOnInboundClose`), 10 of 22 runs of
    /// this test trapped in a debug build (and one CI run under ThreadSanitizer, with far fewer
    /// requests); with it, none of 32.
    @Test func imageRoute_answeredAtOnceThousandsOfTimes_neverTrapsTheServer() async throws {
        try await InProcessWebHarness.with { harness, client in
            harness.update { $0.images[1] = InProcessWebHarness.image("<svg/>", source: .placeholder) }

            for _ in 0..<5_000 {
                let response = try await client.page("/characters/1/image")
                try #require(String(buffer: response.body) == "<svg/>")
            }
            #expect(harness.imageRequests.count == 5_000)
        }
    }
}
