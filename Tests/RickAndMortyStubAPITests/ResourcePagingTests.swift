import Hummingbird
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

/// Paging as the real API does it for characters, episodes and locations alike (docs/API.md).
@Suite(.trackingMemoryLeaks)
struct ResourcePagingTests {
    @Test(arguments: StubResource.allCases, ["0", "-1", "abc", ""])
    func page_notPositiveOrNotANumber_deliversTheFirstPage(resource: StubResource, value: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let response = try await client.get("\(resource.path)?page=\(value)")
            #expect(response.status == .ok)
            let page = try resource.page(in: response)
            #expect(page.ids == Array(1...20))
            #expect(page.info.prev == nil)
            #expect(page.info.next == "\(testBaseURL)/\(resource.rawValue)?page=2")
        }
    }

    @Test(arguments: StubResource.allCases)
    func lastPage_isAnsweredAndThePageAfterIsNothingHere404(resource: StubResource) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let last = try await client.get("\(resource.path)?page=\(resource.pages)")
            #expect(last.status == .ok)
            let page = try resource.page(in: last)
            #expect(page.info.pages == resource.pages)
            #expect(page.info.next == nil)
            #expect(page.ids.last == resource.count)
            let (status, body) = try await client.error("\(resource.path)?page=\(resource.pages + 1)")
            #expect(status == 404)
            #expect(body == ErrorPayload(error: "There is nothing here"))
        }
    }

    @Test(arguments: StubResource.allCases)
    func filter_withNoMatch_deliversNothingHere404(resource: StubResource) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, body) = try await client.error("\(resource.path)?name=zzzz-nobody")
            #expect(status == 404)
            #expect(body == ErrorPayload(error: "There is nothing here"))
        }
    }
}
