import Foundation
import Testing
import TestSupport

/// The API's filters (docs/API.md, "Filters"), for anything that speaks it.
@Suite(.trackingMemoryLeaks)
struct ContractFilterTests {
    @Test(arguments: APIUnderTest.allCases)
    func filters_matchCaseInsensitiveSubstringsCombinedWithAndKeptInNext(api: APIUnderTest) async throws {
        let expected = Resource.character.names().filter { $0.name.lowercased().contains("smith") }.map(\.id)
        try await api.with { endpoint async throws in
            let page = try await endpoint.get("/character?name=SMITH").decode(PageJSON.self)
            #expect(page.info.count == expected.count)
            #expect(page.ids == Array(expected.prefix(20)))
            let both = try await endpoint.get("/character?name=smith&status=alive").decode(PageJSON.self)
            #expect(both.info.count <= expected.count && Set(both.ids).isSubset(of: Set(expected)))
            let many = try await endpoint.get("/character?species=human").decode(PageJSON.self)
            #expect(many.info.next == "\(endpoint.linkBase)/character?page=2&species=human")
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func unknownQueryKeys_areIgnoredAndLeftOutOfTheLinks(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            let page = try await endpoint.get("/character?foo=bar&page=2&x=%3Cscript%3E").decode(PageJSON.self)
            #expect(page.ids == Array(21...40))
            #expect(page.info.next == "\(endpoint.linkBase)/character?page=3")
            #expect(page.info.prev == "\(endpoint.linkBase)/character?page=1")
        }
    }

    /// The web lists take several values a filter; the API, and so the mirror, reads the first.
    @Test(arguments: APIUnderTest.allCases)
    func repeatedFilter_isAnsweredByItsFirstValue(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            let repeated = try await endpoint.get("/character?status=alive&status=unknown").decode(PageJSON.self)
            let first = try await endpoint.get("/character?status=alive").decode(PageJSON.self)
            #expect(repeated.info.count == first.info.count)
            #expect(repeated.ids == first.ids)
            #expect(repeated.info.next == "\(endpoint.linkBase)/character?page=2&status=alive")
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func genderMale_doesNotMatchFemale(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            let male = try await endpoint.get("/character?gender=male").decode(PageJSON.self)
            let female = try await endpoint.get("/character?gender=female").decode(PageJSON.self)
            #expect(male.info.count > 0 && female.info.count > 0)
            #expect(Set(male.ids).isDisjoint(with: Set(female.ids)))
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func filterWithNoMatch_isNothingHere404(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            for resource in Resource.allCases {
                let response = try await endpoint.get("/\(resource)?name=zzzz-nobody")
                #expect(response.status == 404)
                #expect(response.error == ErrorJSON(error: "There is nothing here"))
            }
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func nameFilter_matchesPunctuationLiterally(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            for needle in ["(", "-", "'", "."] {
                let expected = Resource.character.names().filter { $0.name.lowercased().contains(needle) }.map(\.id)
                let encoded = needle.utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
                let response = try await endpoint.get("/character?name=\(encoded)")
                guard !expected.isEmpty else {
                    #expect(response.status == 404)
                    continue
                }
                let page = try response.decode(PageJSON.self)
                #expect(page.info.count == expected.count, "name=\(needle)")
                #expect(page.ids == Array(expected.prefix(20)))
            }
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func episodeAndLocationFilters_matchTheirOwnFields(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            let season = try await endpoint.get("/episode?episode=S01").decode(PageJSON.self)
            #expect(season.info.count > 0 && season.info.count < Resource.episode.count)
            let none = try await endpoint.get("/location?dimension=zzzz-nowhere")
            #expect(none.status == 404)
        }
    }
}
