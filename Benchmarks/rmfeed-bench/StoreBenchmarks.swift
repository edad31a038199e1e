import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite

/// The SQLite store with the real feed's shape: 826 characters in 42 pages, saved one page per
/// `insert` (42 write transactions, a row upserted per character), loaded whole, and one
/// character looked up by id as the image route does. Not the way `rmfeed sync` saves (page 1,
/// then the other 41 in one transaction): every sample after the first replaces pages already
/// there, so the search index deletes each old row before it indexes the new one.
enum StoreBenchmarks {
    static func run(pages payloads: [Data], folder: URL) async throws -> [Measurement] {
        let pages = try payloads.enumerated().map { index, data in
            let page = try CharactersPageMapper.map(data, statusCode: 200)
            return LocalCharactersPage(
                number: index + 1, characters: page.characters.map(\.cached),
                nextPage: page.nextPage, totalPages: page.totalPages, savedAt: Date()
            )
        }
        let store = SQLiteFeedStore(fileURL: folder.appendingPathComponent("bench.sqlite")).characters
        try await store.deleteAll() // opens (creates and migrates) the file before timing

        let save = try await Measurement.run("store.save826", samples: 11, iterations: 1) {
            for page in pages { try await store.insert(page) }
        }
        let expected = pages.reduce(0) { $0 + $1.characters.count }
        let load = try await Measurement.run("store.load826", samples: 15, iterations: 5) {
            let count = try await store.retrieve().reduce(0) { $0 + $1.characters.count }
            guard count == expected else { throw StoreBenchmarkError.wrongCount(count) }
        }
        let lookup = try await Measurement.run("store.lookupByID", iterations: 200) {
            guard try await !store.retrieveItems(ids: [413]).isEmpty else { throw StoreBenchmarkError.notFound }
        }
        return [save, load, lookup]
    }
}

enum StoreBenchmarkError: Error {
    case wrongCount(Int)
    case notFound
}

private extension FeedCharacter {
    var cached: LocalFeedCharacter {
        LocalFeedCharacter(
            id: id, name: name, status: status, species: species, type: type, gender: gender,
            origin: origin, location: location, image: image, episodeCount: episodeCount
        )
    }
}
