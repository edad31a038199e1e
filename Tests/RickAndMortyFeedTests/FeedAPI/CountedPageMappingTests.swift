import Foundation
import RickAndMortyFeed
import Testing

/// The API's `info.count`, which a mirror reads to know which ids to ask for: read as remote
/// input (missing is unknown, negative is invalid), next to the page it came with.
@Suite struct CountedPageMappingTests {
    @Test func mapCountedPage_deliversThePageAndTheAPIsCount() throws {
        let json = makePageJSON([], pages: 42, next: "https://rickandmortyapi.com/api/character?page=2", count: 826)

        let counted = try APIResource.characters.mapCountedPage(json, statusCode: 200)

        #expect(counted.count == 826)
        #expect(counted.page == (try APIResource.characters.mapPage(json, statusCode: 200)))
    }

    @Test func mapCountedPage_deliversNoCountWhenThePayloadLeavesItOut() throws {
        let json = Data(#"{"info":{"pages":3,"next":null,"prev":null},"results":[]}"#.utf8)

        #expect(try APIResource.episodes.mapCountedPage(json, statusCode: 200).count == nil)
    }

    @Test func mapCountedPage_rejectsANegativeCount() {
        let json = makePageJSON([], pages: 3, count: -1)

        #expect(throws: RemoteLoadError.invalidData) { try APIResource.locations.mapCountedPage(json, statusCode: 200) }
    }

    @Test func mapCountedPage_countsNothingOnTheAPIsNothingHere404() throws {
        let counted = try APIResource.episodes.mapCountedPage(nothingHereJSON(), statusCode: 404)

        #expect(counted == CountedResourcePage(page: .empty, count: 0))
    }
}
