import Testing
@testable import RickAndMortyFeedWeb

/// How the mirror reads a query string: as the API's web framework does (docs/API.md).
struct MirrorQueryTests {
    @Test(arguments: ["page=0", "page=000", "page=-3", "page=abc", "page=", "page=%20", "name=rick"])
    func page_zeroNegativeMissingOrNotANumber_isPageOne(query: String) {
        #expect(MirrorQuery(rawQuery: query).page == 1)
    }

    @Test func page_readsLeadingDigitsAsJavaScriptsParseIntDoes() {
        #expect(MirrorQuery(rawQuery: "page=+ 7abc").page == 7)
        #expect(MirrorQuery(rawQuery: "page=012").page == 12)
    }

    @Test func page_withMoreDigitsThanAnIntHolds_isFarPastTheEnd() {
        #expect(MirrorQuery(rawQuery: "page=99999999999999999999999").page == Int.max)
    }

    @Test func values_decodePlusAndPercentEscapesAndTheFirstOfARepeatedKeyWins() {
        let query = MirrorQuery(rawQuery: "name=rick+sanchez%21&name=morty&status=")
        #expect(query["name"] == "rick sanchez!")
        #expect(query["status"] == "")
        #expect(query["species"] == nil)
    }
}
