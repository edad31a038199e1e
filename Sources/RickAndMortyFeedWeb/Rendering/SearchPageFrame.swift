import Foundation
import NIOCore
import RickAndMortyFeed

/// The search page around what changes from one search to the next: rendered once from the
/// template (`search.mustache`) with a marker for the typed text (in the title and the form) and
/// no results, then cut where the text and the results go. A search is then written by copying
/// the frame's parts and writing the text and each result with `HTMLText`: no template lookups,
/// no reflection. The results are written as the template's `{{#results}}` section writes them
/// (`SearchPageFrameTests` compares the two); everything else on the page is the template's own.
struct SearchPageFrame: Sendable {
    /// Stands in for the typed text while the frame is rendered: escaping leaves it as it is,
    /// and no template holds it.
    static let marker = "\u{1}rmfeed-search-text\u{1}"
    /// Where the results start: the list the template's `{{#results}}` section is in.
    private static let resultsList = "<ul class=\"entries results\">\n"

    private let beforeTitleText: ByteBuffer
    private let beforeQuery: ByteBuffer
    private let beforeResults: ByteBuffer
    private let afterResults: ByteBuffer
    private let localization: FeedLocalization

    /// The frame of `rendered`, the page rendered with `marker` as its text and no results;
    /// `nil` when it does not have the shape expected (the text twice, one list of results),
    /// and then each page is rendered whole from the template.
    init?(rendered: String, localization: FeedLocalization) {
        let parts = rendered.components(separatedBy: Self.marker)
        guard parts.count == 3 else { return nil }
        let tail = parts[2].components(separatedBy: Self.resultsList)
        guard tail.count == 2 else { return nil }
        beforeTitleText = ByteBuffer(string: parts[0])
        beforeQuery = ByteBuffer(string: parts[1])
        beforeResults = ByteBuffer(string: tail[0] + Self.resultsList)
        afterResults = ByteBuffer(string: tail[1])
        self.localization = localization
    }

    /// The frame of the pages that show `message` (`nil`: results) in `localization`'s language.
    static func make(showing message: String?, renderer: PageRenderer, localization: FeedLocalization) -> SearchPageFrame? {
        let chrome = renderer.chrome(title: SearchPageContext.title(marker, localization), localization: localization)
        let context = SearchPageContext(frameShowing: message, query: marker, chrome: chrome, localization: localization, assets: renderer.assets)
        guard let rendered = renderer.text(.search, context) else { return nil }
        return SearchPageFrame(rendered: rendered, localization: localization)
    }

    /// The page for `text` showing `results`.
    func html(text: String, results: [SearchResult]) -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(
            beforeTitleText.readableBytes + beforeQuery.readableBytes + beforeResults.readableBytes
                + afterResults.readableBytes + 2 * text.utf8.count + results.count * 320
        )
        buffer.writeImmutableBuffer(beforeTitleText)
        HTMLText.write(text, to: &buffer)
        buffer.writeImmutableBuffer(beforeQuery)
        HTMLText.write(text, to: &buffer)
        buffer.writeImmutableBuffer(beforeResults)
        for result in results { write(result, to: &buffer) }
        buffer.writeImmutableBuffer(afterResults)
        return buffer
    }

    /// One result as the template's `{{#results}}` section writes it, from what
    /// `SearchPageContext.result` says the result shows.
    private func write(_ found: SearchResult, to buffer: inout ByteBuffer) {
        let result = SearchPageContext.result(found, localization)
        buffer.writeStaticString("<li class=\"entry result\" ")
        HTMLText.write(result.hook, to: &buffer)
        buffer.writeStaticString("=\"")
        buffer.writeString(String(result.id))
        buffer.writeStaticString("\">\n<a class=\"entry-link\" href=\"")
        HTMLText.write(result.href, to: &buffer)
        buffer.writeStaticString("\">")
        if let image = result.image {
            buffer.writeStaticString("<img class=\"result-image\" src=\"")
            HTMLText.write(image, to: &buffer)
            buffer.writeStaticString("\" alt=\"")
            HTMLText.write(result.name, to: &buffer)
            buffer.writeStaticString("\" width=\"48\" height=\"48\" loading=\"lazy\">")
        }
        buffer.writeStaticString("<span class=\"entry-name\">")
        HTMLText.write(result.name, to: &buffer)
        buffer.writeStaticString("</span></a>\n<span class=\"entry-meta result-kind\">")
        HTMLText.write(result.kind, to: &buffer)
        buffer.writeStaticString("</span>\n</li>\n")
    }
}
