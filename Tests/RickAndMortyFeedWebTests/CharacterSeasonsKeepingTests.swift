import Foundation
import RickAndMortyFeed
import Testing

/// The seasons a character's strip is drawn over are read once while the cache stays as it was,
/// not for every character's page viewed, and read again once it changes.
@Suite struct CharacterSeasonsKeepingTests {
    typealias H = InProcessWebHarness

    @Test func seasons_areReadOnceAcrossCharacterPages_andAgainWhenTheCacheChanges() async throws {
        try await H.with { harness, client in
            let pilot = FeedEpisode(id: 1, name: "Pilot", airDate: "December 2, 2013", code: "S01E01", characterIDs: [1, 2])
            harness.update {
                $0.characters[1] = H.character(id: 1, name: "Rick")
                $0.characters[2] = H.character(id: 2, name: "Morty")
                $0.seasons = (ShowStatistics.seasons([pilot]), true)
            }

            let rick = try await client.page("/characters/1")
            _ = try await client.page("/characters/2")
            #expect(harness.seasonReads == 1)
            #expect(rick.text.contains("S01E01"), "the strip is drawn over the seasons read")

            harness.update { $0.generation += 1 }
            _ = try await client.page("/characters/1")
            #expect(harness.seasonReads == 2)
        }
    }
}
