import Foundation
import Testing
import TestSupport

/// The API's paging, the same for its three resources (docs/API.md), for anything that speaks it.
@Suite(.trackingMemoryLeaks)
struct ContractPagingTests {
    @Test(arguments: APIUnderTest.allCases)
    func firstPage_deliversTwentyItemsSortedByIDWithCountPagesAndLinksUnderItsOwnBase(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            for resource in Resource.allCases {
                let response = try await endpoint.get("/\(resource)")
                #expect(response.status == 200)
                let page = try response.decode(PageJSON.self)
                #expect(page.info == PageJSON.Info(
                    count: resource.count, pages: resource.pages, next: "\(endpoint.linkBase)/\(resource)?page=2", prev: nil
                ))
                #expect(page.ids == Array(1...20))
                #expect(page.results.allSatisfy { $0.url == "\(endpoint.linkBase)/\(resource)/\($0.id)" })
            }
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func lastPage_holdsTheRestWithNoNextAndThePageAfterIsNothingHere404(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            for resource in Resource.allCases {
                let last = try await endpoint.get("/\(resource)?page=\(resource.pages)").decode(PageJSON.self)
                #expect(last.info.next == nil)
                #expect(last.info.prev == "\(endpoint.linkBase)/\(resource)?page=\(resource.pages - 1)")
                #expect(last.ids == Array(((resource.pages - 1) * 20 + 1)...resource.count))
                let after = try await endpoint.get("/\(resource)?page=\(resource.pages + 1)")
                #expect(after.status == 404)
                #expect(after.error == ErrorJSON(error: "There is nothing here"))
            }
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func page_zeroNegativeOrNotANumber_isPageOne(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            for value in ["0", "-1", "abc", "", "%20"] {
                let response = try await endpoint.get("/character?page=\(value)")
                #expect(response.status == 200, "page=\(value)")
                let page = try response.decode(PageJSON.self)
                #expect(page.ids == Array(1...20))
                #expect(page.info.prev == nil)
            }
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func itemFields_comeInTheAPIsOrderWithMillisecondDates(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            for resource in Resource.allCases {
                let response = try await endpoint.get("/\(resource)/1")
                #expect(response.status == 200)
                #expect(response.firstObjectKeys == resource.fields)
                let created = try response.decode(PageJSON.Item.self).created
                #expect(created.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$"#, options: .regularExpression) != nil, "\(created)")
            }
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func character_linksEveryURLUnderItsOwnBase(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            let rick = try await endpoint.get("/character/1").decode(CharacterJSON.self)
            let base = endpoint.linkBase
            #expect(rick.url == "\(base)/character/1")
            #expect(rick.image == "\(base)/character/avatar/1.jpeg")
            #expect(!rick.episode.isEmpty && rick.episode.allSatisfy { $0.hasPrefix("\(base)/episode/") })
            for place in [rick.origin, rick.location] {
                #expect(place.url.isEmpty || place.url.hasPrefix("\(base)/location/"), "\(place.url)")
            }
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func index_namesTheThreeResourcesUnderItsOwnBase(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            let response = try await endpoint.get("")
            #expect(response.status == 200)
            #expect(try response.decode([String: String].self) == [
                "characters": "\(endpoint.linkBase)/character",
                "locations": "\(endpoint.linkBase)/location",
                "episodes": "\(endpoint.linkBase)/episode",
            ])
        }
    }
}
