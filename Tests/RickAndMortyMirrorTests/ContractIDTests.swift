import Foundation
import Testing
import TestSupport

/// One id and many ids at once, in every form and error of the API (docs/API.md), for anything
/// that speaks it.
@Suite(.trackingMemoryLeaks)
struct ContractIDTests {
    @Test(arguments: APIUnderTest.allCases)
    func oneID_isAnObject_unknownIsTheResources404_notANumberIs500(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            for resource in Resource.allCases {
                let found = try await endpoint.get("/\(resource)/\(resource.count)")
                #expect(found.status == 200)
                #expect(try found.decode(PageJSON.Item.self).id == resource.count)
                for unknown in ["\(resource.count + 1)", "0", "99999999"] {
                    let missing = try await endpoint.get("/\(resource)/\(unknown)")
                    #expect(missing.status == 404, "\(resource)/\(unknown)")
                    #expect(missing.error == ErrorJSON(error: resource.notFound))
                }
                let word = try await endpoint.get("/\(resource)/rick")
                #expect(word.status == 500)
                #expect(word.error == ErrorJSON(error: "Hey! you must provide an id"))
            }
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func manyIDs_inEveryForm_areAnArraySortedByIDWithDuplicatesCollapsed(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            for resource in Resource.allCases {
                #expect(try await endpoint.get("/\(resource)/3,1,2,1,3").ids == [1, 2, 3])
                #expect(try await endpoint.get("/\(resource)/[\(resource.count),5,5,40]").ids == [5, 40, resource.count])
                #expect(try await endpoint.get("/\(resource)/%5B3,%201%5D").ids == [1, 3])
                for one in ["[1]", "1,", "[1,]"] {
                    let response = try await endpoint.get("/\(resource)/\(one)")
                    #expect(response.status == 200 && response.ids == [1], "\(resource)/\(one)")
                }
            }
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func manyIDs_unknownOnesAreDropped_allUnknownIsAnEmptyArray(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            for resource in Resource.allCases {
                #expect(try await endpoint.get("/\(resource)/1,\(resource.count + 1)").ids == [1])
                for unknown in ["\(resource.count + 1),9999", "[0,9999]", "99999999999999999999999,9999"] {
                    let response = try await endpoint.get("/\(resource)/\(unknown)")
                    #expect(response.status == 200)
                    #expect(response.text == "[]")
                }
            }
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func malformedIDList_isBadArray500(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            for resource in Resource.allCases {
                for ids in ["1,2]", "[1,2", "[1,abc]", "1,abc", "[[1]]", "1]", "[1"] {
                    let response = try await endpoint.get("/\(resource)/\(ids)")
                    #expect(response.status == 500, "\(resource)/\(ids)")
                    #expect(response.error == ErrorJSON(error: "Bad... bad array :/"))
                }
            }
        }
    }
}
