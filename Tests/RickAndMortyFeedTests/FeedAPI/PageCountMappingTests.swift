import Foundation
import RickAndMortyFeed
import Testing

/// The API's `info.count`, which a sync reads to know which ids to ask for and a mirror answers
/// again: read as remote input (missing is unknown, negative is invalid), as the page's
/// `totalCount`.
@Suite struct PageCountMappingTests {
    @Test func mapPage_deliversTheAPIsCountWithThePage() throws {
        let json = makePageJSON([], pages: 42, next: "https://rickandmortyapi.com/api/character?page=2", count: 826)

        let page = try APIResource.characters.mapPage(json, statusCode: 200)

        #expect(page.totalCount == 826)
        #expect(page == ResourcePage(items: [], nextPage: 2, totalPages: 42, totalCount: 826))
    }

    @Test func mapPage_deliversNoCountWhenThePayloadLeavesItOut() throws {
        let json = Data(#"{"info":{"pages":3,"next":null,"prev":null},"results":[]}"#.utf8)

        #expect(try APIResource.episodes.mapPage(json, statusCode: 200).totalCount == nil)
    }

    @Test func mapPage_rejectsANegativeCount() {
        let json = makePageJSON([], pages: 3, count: -1)

        #expect(throws: RemoteLoadError.invalidData) { try APIResource.locations.mapPage(json, statusCode: 200) }
    }

    @Test func mapPage_countsNothingOnTheAPIsNothingHere404() throws {
        let page = try APIResource.episodes.mapPage(nothingHereJSON(), statusCode: 404)

        #expect(page == .empty)
        #expect(page.totalCount == 0)
    }
}
