import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import RickAndMortyFeed
import Testing

/// What each page shows for what the feed delivers, on in-memory features: the web target on
/// its own, without the API, the cache file or the composition.
@Suite struct InProcessPageTests {
    @Test func feedPage_showsWhatRemoteDeliveredAsRemote() async throws {
        try await InProcessWebHarness.with { harness, client in
            harness.update { $0.page = .success(InProcessWebHarness.page([InProcessWebHarness.character(id: 7, name: "Squanchy")], source: .remote)) }

            let response = try await client.page("/")

            #expect(response.status == .ok)
            #expect(response.count(#"data-source="remote""#) == 1)
            #expect(response.count("data-character-id=") == 1)
            #expect(response.text.contains(#"<h2 class="card-name">Squanchy</h2>"#))
            #expect(!response.text.contains("feed-status offline"))
        }
    }

    @Test func feedPage_cacheStandingInForRemote_isMarkedOfflineWithItsAge() async throws {
        try await InProcessWebHarness.with { harness, client in
            let savedAt = InProcessWebHarness.now.addingTimeInterval(-3 * 86_400)
            harness.update {
                $0.page = .success(InProcessWebHarness.page(
                    [InProcessWebHarness.character(id: 7, name: "Squanchy")],
                    source: .cache(savedAt: savedAt, remoteError: .connectivity)
                ))
            }

            let response = try await client.page("/")

            #expect(response.count(#"data-source="cache""#) == 1)
            #expect(response.text.contains("feed-status offline"))
            #expect(response.text.contains("Offline — showing characters saved 3 days ago"))
        }
    }

    @Test func feedPage_cacheThePersonPreferred_isNotMarkedOffline() async throws {
        try await InProcessWebHarness.with { harness, client in
            let savedAt = InProcessWebHarness.now.addingTimeInterval(-3_600)
            harness.update {
                $0.page = .success(InProcessWebHarness.page(
                    [InProcessWebHarness.character(id: 7, name: "Squanchy")], source: .cache(savedAt: savedAt, remoteError: nil)
                ))
            }

            let response = try await client.page("/")

            #expect(response.count(#"data-source="cache""#) == 1)
            #expect(!response.text.contains("feed-status offline"))
        }
    }

    @Test func feedPage_failedLoad_showsTheAlertWithRetry() async throws {
        try await InProcessWebHarness.with { harness, client in
            harness.update { $0.page = .failure(.invalidData) }

            let response = try await client.page("/?page=2")

            #expect(response.text.contains(#"role="alert""#))
            #expect(response.text.contains(#"href="/?page=2" data-retry"#))
            #expect(!response.text.contains("data-source="))
        }
    }

    @Test func detailPage_showsTheCharacterTheFeaturesFind() async throws {
        try await InProcessWebHarness.with { harness, client in
            harness.update { $0.characters[42] = InProcessWebHarness.character(id: 42, name: "Birdperson") }

            let response = try await client.page("/characters/42")

            #expect(response.status == .ok)
            #expect(response.text.contains(#"<h1 class="detail-name">Birdperson</h1>"#))
            #expect(response.text.contains("<dt>Episodes</dt><dd>3 episodes</dd>"))
        }
    }

    @Test func detailPage_unknownCharacter_isThe404Page() async throws {
        try await InProcessWebHarness.with { _, client in
            let response = try await client.page("/characters/42")

            #expect(response.status == .notFound)
        }
    }

    @Test func detailPage_lookupFailure_showsTheAlertWithRetry() async throws {
        try await InProcessWebHarness.with { harness, client in
            harness.update { $0.characterError = .connectivity }

            let response = try await client.page("/characters/42")

            #expect(response.text.contains(#"role="alert""#))
            #expect(response.text.contains(#"href="/characters/42" data-retry"#))
        }
    }

    @Test func imageRoute_cachedImage_isAnsweredWithItsSourceWithoutTheImagePath() async throws {
        try await InProcessWebHarness.with { harness, client in
            harness.update { $0.cachedImages[1] = InProcessWebHarness.image("cached", source: .cache) }

            let response = try await client.page("/characters/1/image")

            #expect(String(buffer: response.body) == "cached")
            #expect(response.headers[.xImageSource] == "cache")
            #expect(harness.imageRequests.isEmpty)
        }
    }

    @Test func imageRoute_notCached_answersWhatTheImagePathDelivers() async throws {
        try await InProcessWebHarness.with { harness, client in
            harness.update { $0.images[1] = InProcessWebHarness.image("<svg/>", source: .placeholder) }

            let response = try await client.page("/characters/1/image")

            #expect(String(buffer: response.body) == "<svg/>")
            #expect(response.headers[.xImageSource] == "placeholder")
            #expect(response.headers[.cacheControl] == "no-cache")
            #expect(harness.imageRequests == [1])
        }
    }

    @Test func imageRoute_unknownCharacter_is404() async throws {
        try await InProcessWebHarness.with { _, client in
            let response = try await client.page("/characters/1/image")

            #expect(response.status == .notFound)
        }
    }

    @Test func imageRoute_cacheGenerationMoved_dropsTheKeptAnswer() async throws {
        try await InProcessWebHarness.with { harness, client in
            harness.update { $0.cachedImages[1] = InProcessWebHarness.image("first", source: .cache) }
            _ = try await client.page("/characters/1/image")
            harness.update {
                $0.cachedImages[1] = InProcessWebHarness.image("second", source: .cache)
                $0.generation += 1
            }

            let response = try await client.page("/characters/1/image")

            #expect(String(buffer: response.body) == "second")
        }
    }
}
