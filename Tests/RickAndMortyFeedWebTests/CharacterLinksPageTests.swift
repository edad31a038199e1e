import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import RickAndMortyFeed
import Testing

/// `GET /characters/{id}` with the character's links: its episodes, origin and last location.
@Suite struct CharacterLinksPageTests {
    typealias H = InProcessWebHarness

    static func rick(episodeIDs: [Int] = [1, 2], originID: Int? = 1, locationID: Int? = 3) -> FeedCharacter {
        FeedCharacter(
            id: 1, name: "Rick Sanchez", status: "Alive", species: "Human", type: "", gender: "Male",
            origin: "Earth (C-137)", location: "Citadel of Ricks", image: nil, episodeCount: episodeIDs.count,
            episodeIDs: episodeIDs, originID: originID, locationID: locationID
        )
    }

    @Test func detail_listsTheEpisodesAndLinksOriginAndLocation() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.characterDetails[1] = CharacterDetail(
                    character: Self.rick(), episodes: [H.episode(id: 1, name: "Pilot"), H.episode(id: 2, name: "Lawnmower Dog", code: "S01E02")],
                    origin: H.location(id: 1, name: "Earth (C-137)"), location: H.location(id: 3, name: "Citadel of Ricks"), source: .remote
                )
            }

            let response = try await client.page("/characters/1")

            #expect(response.text.contains(#"<main id="content" class="page detail" data-character-id="1" data-source="remote">"#))
            #expect(response.text.contains(#"<dt>Origin</dt><dd><a href="/locations/1" data-location-id="1">Earth (C-137)</a></dd>"#))
            #expect(response.text.contains(#"<dt>Last known location</dt><dd><a href="/locations/3" data-location-id="3">Citadel of Ricks</a></dd>"#))
            #expect(response.count("data-episode-id=") == 2)
            #expect(response.text.contains(#"<a class="entry-link" href="/episodes/2">"#))
            #expect(response.text.contains(#"<a class="nav-link" href="/" aria-current="true">Characters</a>"#))
        }
    }

    @Test func detail_originAndLocationNotKnown_areTextWithoutLinks() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.characterDetails[1] = CharacterDetail(character: Self.rick(originID: nil, locationID: 4_242), episodes: [], origin: nil, location: nil, source: .remote)
            }

            let response = try await client.page("/characters/1")

            #expect(response.text.contains("<dt>Origin</dt><dd>Earth (C-137)</dd>"))
            #expect(response.text.contains("<dt>Last known location</dt><dd>Citadel of Ricks</dd>"))
            #expect(response.count("data-location-id=") == 0)
        }
    }

    @Test func detail_episodesThatDoNotExist_areCountedNotLinked() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.characterDetails[1] = CharacterDetail(character: Self.rick(episodeIDs: [1, 90, 91]), episodes: [H.episode(id: 1, name: "Pilot")], origin: nil, location: nil, source: .remote)
            }

            let response = try await client.page("/characters/1")

            #expect(response.count("data-episode-id=") == 1)
            #expect(response.text.contains("2 listed episodes could not be found"))
        }
    }

    @Test func detail_withoutEpisodes_saysSo() async throws {
        try await H.with { harness, client in
            harness.update { $0.characterDetails[1] = CharacterDetail(character: Self.rick(episodeIDs: []), episodes: [], origin: nil, location: nil, source: .remote) }

            let response = try await client.page("/characters/1")

            #expect(response.text.contains("No episodes are listed for this character"))
        }
    }

    @Test func detail_fromTheCacheWhileOffline_isMarkedOfflineWithItsAge() async throws {
        try await H.with { harness, client in
            let savedAt = H.now.addingTimeInterval(-3 * 86_400)
            harness.update {
                $0.characterDetails[1] = CharacterDetail(character: Self.rick(), episodes: [], origin: nil, location: nil, source: .cache(savedAt: savedAt, remoteError: .connectivity))
            }

            let response = try await client.page("/characters/1")

            #expect(response.text.contains(#"data-character-id="1" data-source="cache""#))
            #expect(response.text.contains(#"<p class="feed-status offline" data-feed-status>Offline — showing characters saved 3 days ago</p>"#))
        }
    }

    @Test(arguments: ["/", "/episodes", "/episodes/1", "/locations", "/locations/1", "/characters/1"])
    func everyPage_answersHeadAsGetAndRefusesOtherMethods(path: String) async throws {
        try await H.with { harness, client in
            harness.update {
                $0.episodes = .success(EpisodesPageTests.page([H.episode(id: 1, name: "Pilot")]))
                $0.locations = .success(LocationPagesTests.page([H.location(id: 1, name: "Earth")]))
                $0.page = .success(H.page([H.character(id: 1, name: "Rick")], source: .remote))
                $0.characters[1] = H.character(id: 1, name: "Rick")
                $0.episodeDetails[1] = EpisodeDetail(episode: H.episode(id: 1, name: "Pilot"), cast: [], source: .remote)
                $0.locationDetails[1] = LocationDetail(location: H.location(id: 1, name: "Earth"), residents: [], source: .remote)
            }

            let get = try await client.execute(uri: path, method: .get)
            let head = try await client.execute(uri: path, method: .head)
            let post = try await client.execute(uri: path, method: .post)

            #expect(get.status == .ok)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
            #expect(post.status == .methodNotAllowed)
            #expect(post.headers[.allow] == "GET, HEAD")
        }
    }
}
