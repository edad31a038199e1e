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
        SearchResult(kind: .character, id: 2, name: "\u{600}\" onclick=x \"\u{301}'\u{301}"),
    ]
    static let texts = ["rick", "Rick s", #"<b>"Rick" & 'Morty'</b> señora"#, "sanch -._~ 1", "a&amp;b", "\"\u{301} autofocus x=\u{600}'"]

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

    /// swift-mustache's own escaping goes by Swift `Character`: a quote joined by a combining mark
    /// (or a prepended mark before it) was written raw, out of the attribute it was in.
    @Test(arguments: ["\"\u{301} autofocus onfocus=x", "\u{600}\" autofocus", "'\u{301} x", "<\u{301}b>"])
    func template_escapesAQuoteOrBracketEvenWhenAMarkJoinsIt(text: String) async throws {
        let renderer = try await PageRenderer.load()
        let localization = FeedLocalization(language: "en")
        let answer = SearchAnswer(terms: SearchTerms("rick"), results: [], cacheIsEmpty: false)
        let chrome = renderer.chrome(title: SearchPageContext.title(text, localization), localization: localization)
        let context = SearchPageContext(query: text, answer: answer, chrome: chrome, localization: localization, assets: renderer.assets)

        let html = try #require(renderer.text(.search, context))

        for raw in ["\"\u{301}", "\u{600}\"", "'\u{301}", "<\u{301}"] { #expect(!html.contains(raw), "\(raw.unicodeScalars.map(\.value))") }
        #expect(html.contains(HTMLText.escaped(text)))
    }

    /// Partials start over with swift-mustache's own escaping: every template names the app's.
    @Test func everyTemplate_namesTheAppsEscapingInItsFirstLine() throws {
        let folder = try PageRenderer.resourcesFolder().appendingPathComponent("Templates")
        let templates = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "mustache" }
        #expect(templates.count >= PageRenderer.Template.allCases.count)
        for template in templates {
            let firstLine = try String(contentsOf: template, encoding: .utf8).split(separator: "\n", maxSplits: 1).first
            #expect(firstLine == "{{% CONTENT_TYPE: \(HTMLText.contentTypeName) }}", "\(template.lastPathComponent)")
        }
    }

    @Test func htmlText_escapesAsTheTemplatesDo() {
        var buffer = ByteBuffer()
        HTMLText.write(#"a<b>&"c"'d' ñ"#, to: &buffer)
        #expect(String(buffer: buffer) == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39; ñ")
        #expect(HTMLText.escaped("") == "")
        #expect(HTMLText.escaped("plain") == "plain")
    }
}
