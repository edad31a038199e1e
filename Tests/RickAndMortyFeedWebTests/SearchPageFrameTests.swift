import Foundation
import NIOCore
import RickAndMortyFeed
@testable import RickAndMortyFeedWeb
import Testing

/// A search written into the page's frame (`SearchPageFrame`) is byte-for-byte the page the
/// template renders from the same answer, in every language and state the frame serves: the
/// frame's results are written by hand, the template stays what they are checked against.
@Suite struct SearchPageFrameTests {
    static let results = [
        SearchResult(kind: .character, id: 1, name: "Rick Sanchez"),
        SearchResult(kind: .character, id: 765, name: #"Ünïty <Glørbo> & "Co" 'x'"#),
        SearchResult(kind: .location, id: 3, name: "Citadel of Ricks"),
        SearchResult(kind: .episode, id: 28, name: "The Ricklantis Mixup & <b>"),
        SearchResult(kind: .location, id: 126, name: "Señora Ñandú's"),
    ]
    static let texts = ["rick", "Rick s", #"<b>"Rick" & 'Morty'</b> señora"#, "sanch -._~ 1", "a&amp;b"]

    @Test(arguments: FeedLocalization.supportedLanguages)
    func frame_writesTheTemplatesPage_forResultsAndEveryMessage(language: String) async throws {
        let renderer = try await PageRenderer.load()
        let localization = FeedLocalization(language: language)
        let answers = [
            SearchAnswer(terms: SearchTerms("rick"), results: Self.results, cacheIsEmpty: false),
            SearchAnswer(terms: SearchTerms("rick"), results: Array(Self.results.prefix(1)), cacheIsEmpty: false),
            SearchAnswer(terms: SearchTerms("rick"), results: [], cacheIsEmpty: false),
            SearchAnswer(terms: SearchTerms("rick"), results: [], cacheIsEmpty: true),
        ]
        for answer in answers {
            let message = SearchPageContext.message(answer: answer, alert: nil, localization: localization)
            let frame = try #require(SearchPageFrame.make(showing: message, renderer: renderer, localization: localization))
            for text in Self.texts {
                let chrome = renderer.chrome(title: SearchPageContext.title(text, localization), localization: localization)
                let context = SearchPageContext(query: text, answer: answer, chrome: chrome, localization: localization, assets: renderer.assets)
                let expected = try #require(renderer.text(.search, context))
                let written = String(buffer: frame.html(text: text, results: answer.results))
                #expect(written == expected, "\(language), \(answer.results.count) results, text \(text)")
            }
        }
    }

    @Test func frame_isNotMade_fromAPageWithoutTheTextTwiceAndOneList() {
        let localization = FeedLocalization(language: "en")
        let marker = SearchPageFrame.marker
        #expect(SearchPageFrame(rendered: "<title>\(marker)</title><ul class=\"entries results\">\n</ul>", localization: localization) == nil)
        #expect(SearchPageFrame(rendered: "<title>\(marker)</title>\(marker)</ul>", localization: localization) == nil)
        #expect(SearchPageFrame(rendered: "\(marker)\(marker)<ul class=\"entries results\">\n</ul>", localization: localization) != nil)
    }

    @Test func htmlText_escapesAsTheTemplatesDo() {
        var buffer = ByteBuffer()
        HTMLText.write(#"a<b>&"c"'d' ñ"#, to: &buffer)
        #expect(String(buffer: buffer) == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39; ñ")
        #expect(HTMLText.escaped("") == "")
        #expect(HTMLText.escaped("plain") == "plain")
    }
}
