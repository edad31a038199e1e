import Foundation
import HTTPTypes
import Hummingbird
import Mustache
import RickAndMortyFeed

/// Renders the pages from the bundle's Mustache templates, which escape every `{{value}}` for
/// HTML through `HTMLText` (no template uses the unescaped forms), and the static assets beside them.
struct PageRenderer: Sendable {
    enum Template: String, CaseIterable {
        case feed, character, message, search, favorites, stats
        case linkedItem = "linked-item"
    }

    let library: MustacheLibrary
    let assets: StaticAssets

    static func load() async throws -> PageRenderer {
        let resources = try resourcesFolder()
        MustacheContentTypes.register(HTMLText.ContentType(), named: HTMLText.contentTypeName)
        let library = try await MustacheLibrary(directory: resources.appendingPathComponent("Templates").path)
        for template in Template.allCases where library.getTemplate(named: template.rawValue) == nil {
            throw WebResourcesError.templateMissing(template.rawValue)
        }
        let assets = try StaticAssets.load(from: resources.appendingPathComponent("Public"))
        return PageRenderer(library: library, assets: assets)
    }

    /// The bundle's folder of templates (`Templates`) and static assets (`Public`).
    static func resourcesFolder() throws -> URL {
        guard let resources = Bundle.module.resourceURL else { throw WebResourcesError.bundleNotFound }
        return resources
    }

    /// The chrome of a page of `section` (the list itself when `onList`), or of no section.
    func chrome(title: String?, section: SiteSection? = nil, onList: Bool = false, onStats: Bool = false, localization: FeedLocalization) -> PageChrome {
        PageChrome(title: title, section: section, onList: onList, onStats: onStats, localization: localization, assets: assets)
    }

    /// The page as an HTML response in `language`; never cached, because what it shows
    /// depends on connectivity and the cache at the moment it is asked for.
    func page(_ template: Template, _ context: some MustacheParent, language: String, status: HTTPResponse.Status = .ok) -> Response {
        response(html: html(template, context), language: language, status: status)
    }

    /// The page's HTML, rendered from the template.
    func html(_ template: Template, _ context: some MustacheParent) -> ByteBuffer {
        ByteBuffer(string: text(template, context) ?? "")
    }

    /// The page's HTML as text; `nil` when the template is missing. A context answers the
    /// template's names itself (`MustacheParent`), as reflecting it for each name is slow.
    func text(_ template: Template, _ context: some MustacheParent) -> String? {
        library.render(context, withTemplate: template.rawValue)
    }

    /// An HTML response with a body already rendered.
    func response(html: ByteBuffer, language: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: Self.htmlHeaders[language] ?? Self.htmlHeaders(language: language), body: ResponseBody(byteBuffer: html))
    }

    /// Built once per language: a kept page is answered without building and checking its
    /// headers again.
    private static let htmlHeaders: [String: HTTPFields] = Dictionary(
        uniqueKeysWithValues: FeedLocalization.supportedLanguages.map { ($0, htmlHeaders(language: $0)) }
    )

    private static func htmlHeaders(language: String) -> HTTPFields {
        [
            .contentType: "text/html; charset=utf-8",
            .contentLanguage: language,
            .cacheControl: "no-store",
            // The words follow Accept-Language; gzip follows Accept-Encoding (`HTMLCompressionMiddleware`).
            .vary: "Accept-Encoding, Accept-Language",
        ]
    }
}

/// The web target's bundled files could not be read: a broken installation, said plainly.
enum WebResourcesError: Error, CustomStringConvertible {
    case bundleNotFound
    case templateMissing(String)
    case openAPIDocumentMissing

    var description: String {
        switch self {
        case .bundleNotFound: "the web page's resources were not found beside the executable"
        case let .templateMissing(name): "the web page's template '\(name).mustache' is missing"
        case .openAPIDocumentMissing: "the mirror API's OpenAPI document (OpenAPI/openapi.json) is missing"
        }
    }
}
