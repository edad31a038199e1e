import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import Testing

/// The relevance set (`Relevance/relevance.json`): what a fan types, each with the item that
/// must come first, over the stand-in's whole data synced into each store, searched offline.
/// Prints top-1 and MRR@10 (`scripts/bench` reports the same from `rmfeed search`) and holds
/// their floor.
@Suite struct SearchRelevanceAcceptanceTests {
    static let topOneFloor = 0.95
    static let reciprocalRankFloor = 0.97

    struct Case: Decodable {
        let query: String
        let kind: String
        let id: Int
        let name: String
        let covers: String
    }

    @Test(arguments: CacheKind.allCases)
    func relevanceSet_findsWhatIsMeantFirst(cache: CacheKind) async throws {
        let cases = try Self.cases()
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.syncAll(images: false) { _ in }
            await harness.goOffline()
            var ranks: [Int?] = []
            var misses: [String] = []
            for item in cases {
                let results = try await app.search(SearchTerms(item.query), limit: 10).results
                let rank = results.firstIndex { $0.kind.rawValue == item.kind && $0.id == item.id }.map { $0 + 1 }
                ranks.append(rank)
                if let rank { #expect(results[rank - 1].name == item.name, "\(item.query): the set names another item") }
                if rank != 1 { misses.append("\(item.query) → \(results.first?.name ?? "nothing") (wanted \(item.name), rank \(rank.map(String.init) ?? "none"))") }
            }
            let topOne = Double(ranks.filter { $0 == 1 }.count) / Double(cases.count)
            let reciprocalRank = ranks.map { $0.map { 1 / Double($0) } ?? 0 }.reduce(0, +) / Double(cases.count)
            print("Relevance set on \(cache.rawValue): \(cases.count) queries, top-1 \(String(format: "%.1f", topOne * 100))%, MRR@10 \(String(format: "%.3f", reciprocalRank))")
            #expect(topOne >= Self.topOneFloor, "misses: \(misses)")
            #expect(reciprocalRank >= Self.reciprocalRankFloor, "misses: \(misses)")
        }
    }

    @Test func relevanceSet_coversWhatPeopleType() throws {
        let covered = Set(try Self.cases().map(\.covers))
        let expected: Set = [
            "first name", "surname", "full name", "full name, surname first", "one typo", "two typos", "episode code",
            "episode name", "location name", "prefix typed so far", "accents left out or typed",
        ]
        #expect(try Self.cases().count >= 60)
        #expect(covered == expected)
    }

    static func cases() throws -> [Case] {
        let url = try #require(Bundle.module.url(forResource: "relevance", withExtension: "json", subdirectory: "Relevance"))
        return try JSONDecoder().decode([Case].self, from: Data(contentsOf: url))
    }
}
