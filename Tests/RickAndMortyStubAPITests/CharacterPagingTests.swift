import Hummingbird
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct CharacterPagingTests {
    @Test func page_deliversCountPagesAndTwentyResultsSortedByID() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let page = try await client.page("/api/character?page=1")
            #expect(page.info.count == 826)
            #expect(page.info.pages == 42)
            #expect(page.info.prev == nil)
            #expect(page.info.next == "\(testBaseURL)/character?page=2")
            #expect(page.results.map(\.id) == Array(1...20))
        }
    }

    @Test func page_withoutPageParameterDeliversFirstPage() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let page = try await client.page("/api/character")
            #expect(page.results.first?.id == 1)
        }
    }

    @Test func lastPage_hasSixResultsAndNoNext() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let page = try await client.page("/api/character?page=42")
            #expect(page.results.map(\.id) == Array(821...826))
            #expect(page.info.next == nil)
            #expect(page.info.prev == "\(testBaseURL)/character?page=41")
        }
    }

    @Test func followingNext_fromFirstPageReachesEveryIDInOrder() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            var ids: [Int] = []
            var next: String? = "\(testBaseURL)/character"
            var visited = 0
            while let url = next, visited < 50 {
                let page = try await client.page(path(of: url))
                ids += page.results.map(\.id)
                next = page.info.next
                visited += 1
            }
            #expect(visited == 42)
            #expect(ids == Array(1...826))
        }
    }

    @Test(arguments: ["0", "-1", "abc", ""])
    func page_notPositiveOrNotNumberDeliversFirstPage(value: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let page = try await client.page("/api/character?page=\(value)")
            #expect(page.results.first?.id == 1)
            #expect(page.info.prev == nil)
        }
    }

    @Test func page_pastTheEndDeliversNothingHere404() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, body) = try await client.error("/api/character?page=43")
            #expect(status == 404)
            #expect(body == ErrorPayload(error: "There is nothing here"))
        }
    }

    @Test func page_answersJSONContentType() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let response = try await client.get("/api/character?page=2")
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        }
    }
}
