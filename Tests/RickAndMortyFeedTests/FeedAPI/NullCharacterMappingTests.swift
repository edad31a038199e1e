import Foundation
import RickAndMortyFeed
import Testing

/// A NUL inside any text of any resource: the cache would keep the text cut at it, so the
/// payload is refused whole as invalid data, the same way everywhere.
@Suite struct NullCharacterMappingTests {
    static let character = #"{"id":1,"name":"NAME","status":"Alive","species":"Human","type":"","gender":"Male","#
        + #""origin":{"name":"Earth","url":""},"location":{"name":"Earth","url":""},"#
        + #""image":"https://rickandmortyapi.com/api/character/avatar/1.jpeg","episode":[],"#
        + #""url":"https://rickandmortyapi.com/api/character/1","created":"2017-11-04T18:48:46.250Z"}"#
    static let episode = #"{"id":1,"name":"NAME","air_date":"December 2, 2013","episode":"S01E01","characters":[],"#
        + #""url":"https://rickandmortyapi.com/api/episode/1","created":"2017-11-10T12:56:33.798Z"}"#

    @Test(arguments: [#"Rick\u0000Sanchez"#, #"\u0000"#, #"Rick\\\u0000"#])
    func mapping_aNameWithANUL_isInvalidData_forAPageAnItemAndAList(name: String) {
        let item = Self.character.replacingOccurrences(of: "NAME", with: name)
        let page = #"{"info":{"count":1,"pages":1,"next":null,"prev":null},"results":["# + item + "]}"

        #expect(throws: RemoteLoadError.invalidData) { try APIResource.characters.mapPage(Data(page.utf8), statusCode: 200) }
        #expect(throws: RemoteLoadError.invalidData) { try APIResource.characters.mapItem(Data(item.utf8), statusCode: 200) }
        #expect(throws: RemoteLoadError.invalidData) { try APIResource.characters.mapItems(Data("[\(item)]".utf8), statusCode: 200, requested: [1]) }
    }

    @Test func mapping_anEpisodeNameWithANUL_isInvalidData() {
        let item = Self.episode.replacingOccurrences(of: "NAME", with: #"Pilot\u0000 of the Rick Kind"#)

        #expect(throws: RemoteLoadError.invalidData) { try APIResource.episodes.mapItem(Data(item.utf8), statusCode: 200) }
    }

    @Test(arguments: [#"Rick \\u0000 Sanchez"#, #"Rick\u0001Sanchez"#, #"Rick \u00e9"#])
    func mapping_aNameWithoutANUL_keepsItWhole(name: String) throws {
        let item = Self.character.replacingOccurrences(of: "NAME", with: name)
        let expected = try JSONDecoder().decode(String.self, from: Data("\"\(name)\"".utf8))

        #expect(try APIResource.characters.mapItem(Data(item.utf8), statusCode: 200)?.name == expected)
    }
}
