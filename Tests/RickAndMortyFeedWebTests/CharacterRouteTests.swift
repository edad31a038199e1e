import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import RickAndMortyApp
import RickAndMortyFeedHTTP
import RickAndMortyStubAPI
import Testing
import TestSupport

/// `GET /characters/{id}` and `GET /characters/{id}/image`.
@Suite struct CharacterRouteTests {
    /// The character's card on its page: what it shows of the character, without where it came from.
    static func detailCard(_ html: String) -> Substring? {
        guard let start = html.range(of: #"<article class="detail-card">"#),
              let end = html.range(of: "</article>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return html[start.lowerBound..<end.upperBound]
    }

    @Test func detail_showsEveryFactOfTheCharacter() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/characters/1")

            #expect(response.status == .ok)
            #expect(response.text.contains(#"<h1 class="detail-name">Rick Sanchez</h1>"#))
            #expect(response.text.contains(#"<img class="detail-image" src="/characters/1/image" alt="Rick Sanchez""#))
            for fact in ["<dt>Species</dt><dd>Human</dd>", "<dt>Gender</dt><dd>Male</dd>",
                         #"<dt>Origin</dt><dd><a href="/locations/1" data-location-id="1">Earth (C-137)</a></dd>"#,
                         #"<dt>Last known location</dt><dd><a href="/locations/3" data-location-id="3">Citadel of Ricks</a></dd>"#,
                         "<dt>Episodes</dt><dd>51 episodes</dd>"] {
                #expect(response.text.contains(fact), "\(fact)")
            }
            #expect(!response.text.contains("<dt>Type</dt>"), "a blank type is left out")
        }
    }

    @Test func detail_withoutConnectivity_worksFromTheCache() async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/")
            await harness.goOffline()

            let response = try await client.page("/characters/2")

            #expect(response.status == .ok)
            #expect(response.text.contains(">Morty Smith</h1>"))
        }
    }

    /// A deep link: the character was reached by id only, never on a page of the feed.
    @Test func detail_ofACharacterOnceViewedByID_worksOfflineWithItsImage() async throws {
        try await WebTestHarness.with { harness, client in
            let online = try await client.page("/characters/500")
            let onlineImage = try await client.page("/characters/500/image")
            await harness.goOffline()

            let detail = try await client.page("/characters/500")
            let image = try await client.page("/characters/500/image")

            #expect(detail.status == .ok)
            #expect(Self.detailCard(detail.text) == Self.detailCard(online.text))
            #expect(detail.text.contains(#"data-character-id="500" data-source="cache""#))
            #expect(detail.text.contains("Offline — showing characters saved just now"))
            #expect(!detail.text.contains(#"role="alert""#))
            #expect(image.headers[.xImageSource] == "cache")
            #expect(image.body == onlineImage.body)
        }
    }

    @Test func detail_withoutConnectivityForAnUncachedCharacter_showsConnectivityAlert() async throws {
        try await WebTestHarness.with { harness, client in
            await harness.goOffline()

            let response = try await client.page("/characters/500")

            #expect(response.text.contains(#"role="alert""#))
            #expect(response.text.contains("Couldn&#39;t connect to server"))
            #expect(response.text.contains(#"href="/characters/500" data-retry"#))
        }
    }

    @Test(arguments: ["/characters/9999", "/characters/0", "/characters/-1", "/characters/abc", "/characters/1e3",
                      "/characters/99999999999999999999", "/characters/%2e%2e", "/characters/1/image/extra", "/nowhere",
                      "/characters/000", "/characters/0000000000000000000001000000000"])
    func malformedOrUnknownPaths_answer404Page(path: String) async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page(path)

            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        }
    }

    @Test(arguments: [
        ("/characters/000000001", "/characters/1"), ("/characters/0001/image", "/characters/1/image"),
        ("/characters/000000000000000000000042", "/characters/42"),
    ])
    func characterIdWithLeadingZeros_redirectsToItsOneURL(path: String, location: String) async throws {
        try await WebTestHarness.with { harness, client in
            let response = try await client.page(path)

            #expect(response.status == .movedPermanently)
            #expect(response.headers[.location] == location)
            #expect(harness.server.stats.count(.avatar) == 0, "a redirect loads nothing")
        }
    }

    @Test func image_withoutCachedImage_loadsFromRemoteThenServesFromCache() async throws {
        try await WebTestHarness.with { harness, client in
            let first = try await client.page("/characters/1/image")
            #expect(first.status == .ok)
            #expect(first.headers[.xImageSource] == "remote")
            #expect(first.headers[.contentType] == "image/jpeg")
            #expect(Array(first.body.readableBytesView.prefix(3)) == [0xFF, 0xD8, 0xFF])

            let second = try await client.page("/characters/1/image")
            #expect(second.headers[.xImageSource] == "cache")
            #expect(second.body == first.body)
            #expect(harness.server.stats.count(.avatar) == 1)
        }
    }

    @Test func image_servedAgainFromMemory_staysTheCachedBytesWithTheirEntityTag() async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/characters/1/image")
            let cached = try await client.page("/characters/1/image")
            let tag = try #require(cached.headers[.eTag])

            let again = try await client.page("/characters/1/image")
            let revalidated = try await client.page("/characters/1/image", headers: [.ifNoneMatch: tag])

            #expect(again.headers[.xImageSource] == "cache")
            #expect(again.headers[.eTag] == tag)
            #expect(again.body == cached.body)
            #expect(revalidated.status == .notModified)
            #expect(harness.server.stats.count(.avatar) == 1)
        }
    }

    @Test func image_afterTheCacheIsCleared_isNoLongerServedFromMemory() async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/characters/1/image")
            _ = try await client.page("/characters/1/image")
            try await harness.feedApp.clearCache()
            await harness.goOffline()

            let response = try await client.page("/characters/1/image")

            #expect(response.headers[.xImageSource] == "placeholder")
        }
    }

    @Test func image_PNGBehindJPEGName_isServedWithItsRealContentType() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/characters/7/image")

            #expect(response.headers[.contentType] == "image/png")
            #expect(Array(response.body.readableBytesView.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        }
    }

    @Test func image_missingAvatar_isThePlaceholderRevalidatedEachTime() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/characters/19/image")

            #expect(response.status == .ok)
            #expect(response.headers[.xImageSource] == "placeholder")
            #expect(response.headers[.contentType] == "image/svg+xml")
            #expect(response.headers[.cacheControl] == "no-cache")
        }
    }

    @Test func image_withoutConnectivityOrCache_isThePlaceholder() async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/")
            await harness.goOffline()

            let response = try await client.page("/characters/3/image")

            #expect(response.headers[.xImageSource] == "placeholder")
        }
    }

    @Test func image_notAnImageFromRemote_isThePlaceholderAndNothingIsCached() async throws {
        try await WebTestHarness.with { harness, client in
            harness.server.faults.inject(.nonImage, scope: .avatars, count: 1)

            let bad = try await client.page("/characters/4/image")
            let good = try await client.page("/characters/4/image")

            #expect(bad.headers[.xImageSource] == "placeholder")
            #expect(good.headers[.xImageSource] == "remote")
        }
    }

    @Test func image_sameBytesAgain_answer304ToTheBrowsersEntityTag() async throws {
        try await WebTestHarness.with { _, client in
            let first = try await client.page("/characters/1/image")
            let tag = try #require(first.headers[.eTag])
            #expect(first.headers[.cacheControl] == "public, max-age=86400")

            let again = try await client.page("/characters/1/image", headers: [.ifNoneMatch: tag])

            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
        }
    }

    @Test func image_ignoresAnyURLTheBrowserSupplies() async throws {
        try await WebTestHarness.with { harness, client in
            let response = try await client.page("/characters/1/image?url=http://169.254.169.254/latest&image=file:///etc/passwd")

            #expect(response.headers[.xImageSource] == "remote")
            #expect(harness.server.stats.count(.avatar) == 1)
        }
    }
}

extension HTTPField.Name {
    static var xImageSource: HTTPField.Name {
        HTTPField.Name("X-Image-Source") ?? .contentType
    }
}

/// The image route over a real socket: a browser that goes away cancels the upstream request.
@Suite struct ImageRouteCancellationTests {
    @Test func image_browserGoesAwayBeforeTheImageArrives_cancelsTheUpstreamRequest() async throws {
        // The web app would give up on the API by itself only after a minute, long after `eventually`.
        try await WebTestHarness.with(testing: .live, upstreamReadTimeout: .seconds(60)) { harness, client in
            harness.server.faults.inject(.hang, scope: .avatars)
            let port = try #require(client.port)
            let url = try #require(URL(string: "http://127.0.0.1:\(port)/characters/5/image"))
            // The browser must still be there when the route asks the API, however slow the machine.
            let patience = Duration.seconds(60 * Sanitizer.slowdown)
            let browser = AsyncHTTPFeedClient(
                configuration: .init(connectTimeout: patience, readTimeout: patience, requestDeadline: patience * 2),
                logger: WebTestHarness.quietLogger
            )
            let load = Task { try await browser.get(from: url, maxBodyBytes: 1_000_000) }
            let upstreamAsked = await eventually { harness.server.stats.count(.avatar) == 1 }
            try #require(upstreamAsked, "the web app should be waiting on the API's avatar")

            load.cancel() // the browser goes away: its connection is closed
            _ = await load.result
            try await browser.shutdown()

            let abandoned = await eventually(timeout: .seconds(30)) { harness.server.stats.abandonedHangs == 1 }
            #expect(abandoned, "the web app should hang up on the API when the browser does")
        }
    }
}
