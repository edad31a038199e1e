import Foundation
import RickAndMortyFeed

/// The payload mapper against a plain decode of the same bytes, per character.
enum MapperBenchmarks {
    static func run(pages: [Data]) throws -> [Measurement] {
        guard let first = pages.first else { return [] }
        let firstCount = try CharactersPageMapper.map(first, statusCode: 200).characters.count
        let allCount = try pages.reduce(0) { $0 + (try CharactersPageMapper.map($1, statusCode: 200).characters.count) }
        let decoder = JSONDecoder()

        let onePage = try Measurement.run("mapper.page1", iterations: 200) {
            _ = try CharactersPageMapper.map(first, statusCode: 200)
        }
        let onePageReference = try Measurement.run("decode.page1", iterations: 200) {
            _ = try decoder.decode(MinimalPayload.self, from: first)
        }
        let all = try Measurement.run("mapper.all", samples: 11, iterations: 5) {
            for page in pages { _ = try CharactersPageMapper.map(page, statusCode: 200) }
        }
        let allReference = try Measurement.run("decode.all", samples: 11, iterations: 5) {
            for page in pages { _ = try decoder.decode(MinimalPayload.self, from: page) }
        }
        return [
            onePage.perCharacter(firstCount), onePageReference.perCharacter(firstCount),
            all.perCharacter(allCount), allReference.perCharacter(allCount),
        ]
    }
}

private extension Measurement {
    func perCharacter(_ count: Int) -> Measurement {
        Measurement(name: name + ".perCharacter", medianNanoseconds: medianNanoseconds / Double(max(1, count)))
    }
}
