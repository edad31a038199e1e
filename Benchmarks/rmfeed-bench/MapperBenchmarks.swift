import Foundation
import RickAndMortyFeed

/// The payload mapper against a plain decode of the same bytes, per character, in turn.
enum MapperBenchmarks {
    static func run(pages: [Data]) throws -> [Measurement] {
        guard let first = pages.first else { return [] }
        let firstCount = try CharactersPageMapper.map(first, statusCode: 200).characters.count
        let allCount = try pages.reduce(0) { $0 + (try CharactersPageMapper.map($1, statusCode: 200).characters.count) }
        let decoder = JSONDecoder()

        let onePage = try Measurement.compare("mapper.page1", with: "decode.page1", iterations: 200) {
            _ = try CharactersPageMapper.map(first, statusCode: 200)
        } reference: {
            _ = try decoder.decode(MinimalPayload.self, from: first)
        }
        let all = try Measurement.compare("mapper.all", with: "decode.all", samples: 21, iterations: 3) {
            for page in pages { _ = try CharactersPageMapper.map(page, statusCode: 200) }
        } reference: {
            for page in pages { _ = try decoder.decode(MinimalPayload.self, from: page) }
        }
        return [
            onePage.operation.perCharacter(firstCount), onePage.reference.perCharacter(firstCount),
            all.operation.perCharacter(allCount), all.reference.perCharacter(allCount),
        ]
    }
}

private extension Measurement {
    func perCharacter(_ count: Int) -> Measurement {
        Measurement(name: name + ".perCharacter", medianNanoseconds: medianNanoseconds / Double(max(1, count)))
    }
}
