import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite

/// Times the cache with the real feed's shape: 826 characters in 42 pages.
enum StoreSpeed {
    static func measure(store: SQLiteFeedStore, runs: Int = 30) async throws {
        let pages = (1...42).map { number in
            LocalCharactersPage(
                number: number,
                characters: ((number - 1) * 20 + 1...min(number * 20, 826)).map(character),
                nextPage: number < 42 ? number + 1 : nil,
                totalPages: 42,
                savedAt: Date()
            )
        }
        try await store.characters.deleteAll() // opens (creates and migrates) the file before timing

        var saves: [Duration] = []
        var loads: [Duration] = []
        for _ in 1...runs {
            saves.append(try await ContinuousClock().measure {
                try await store.characters.insert(pages[0])
                for page in pages.dropFirst() { try await store.characters.insert(page) }
            })
            loads.append(try await ContinuousClock().measure {
                let count = try await store.characters.retrieve().reduce(0) { $0 + $1.characters.count }
                guard count == 826 else { throw MeasureError.wrongCount(count) }
            })
        }
        print("save 826 characters as 42 pages (42 transactions): \(summary(saves))")
        print("load 826 characters: \(summary(loads))")
    }

    enum MeasureError: Error { case wrongCount(Int) }

    private static func character(_ id: Int) -> LocalFeedCharacter {
        LocalFeedCharacter(
            id: id, name: "Character \(id)", status: "Alive", species: "Human", type: "", gender: "Male",
            origin: "Earth (C-137)", location: "Citadel of Ricks",
            image: URL(string: "https://example.com/avatar/\(id).jpeg"), episodeCount: id % 51
        )
    }

    private static func summary(_ durations: [Duration]) -> String {
        let sorted = durations.sorted()
        func ms(_ duration: Duration) -> String { String(format: "%.2f ms", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000) }
        return "min \(ms(sorted[0])), median \(ms(sorted[sorted.count / 2])), max \(ms(sorted[sorted.count - 1])) over \(sorted.count) runs"
    }
}
