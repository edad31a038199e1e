import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite

/// Keeps the store busy with large saves, so a SIGKILL almost surely lands inside one.
enum StoreChurn {
    static func run(store: SQLiteFeedStore, characters: Int, firstGeneration: Int) async throws {
        try await saveGenerations(from: firstGeneration) { generation in
            try await store.characters.insert(page(generation: generation, characters: characters))
        }
    }

    static func runEpisodes(store: SQLiteResourceStore<LocalEpisode>, episodes: Int, firstGeneration: Int) async throws {
        try await saveGenerations(from: firstGeneration) { generation in
            let items = (1...episodes).map { id in
                LocalEpisode(
                    id: id, name: "gen \(generation) #\(id)", airDate: "December 2, 2013", code: "S01E01",
                    characterIDs: Array(id..<(id + 50))
                )
            }
            try await store.insert(LocalResourcePage(number: 1, items: items, nextPage: nil, totalPages: 1, savedAt: timestamp(generation)))
        }
    }

    /// Saves generation after generation, printing each one saved, until killed or for 60 s at most.
    static func saveGenerations(from firstGeneration: Int, _ save: (Int) async throws -> Void) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        var generation = firstGeneration
        while ContinuousClock.now < deadline {
            try await save(generation)
            print("saved \(generation)")
            generation += 1
        }
    }

    static func timestamp(_ generation: Int) -> Date {
        Date(timeIntervalSinceReferenceDate: TimeInterval(generation))
    }

    static func page(generation: Int, characters: Int) -> LocalCharactersPage {
        LocalCharactersPage(
            number: 1,
            characters: (1...characters).map { id in
                LocalFeedCharacter(
                    id: id, name: "gen \(generation) #\(id)", status: "Alive", species: "Human", type: "", gender: "Female",
                    origin: "Earth (C-137)", location: "Citadel of Ricks",
                    image: URL(string: "https://example.com/avatar/\(id).jpeg"), episodeCount: id % 51
                )
            },
            nextPage: nil,
            totalPages: 1,
            savedAt: timestamp(generation)
        )
    }
}
