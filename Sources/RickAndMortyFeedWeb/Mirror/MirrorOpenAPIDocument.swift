import Foundation
import NIOConcurrencyHelpers

/// The OpenAPI document of the mirror's `/api` (`Resources/OpenAPI/openapi.json`), served at
/// `/api/openapi.json` as the mirror's other answers are (`MirrorResponse`). The file names the
/// default address as its server; the answer names the mirror's own base there (`MirrorBaseURL`),
/// so a client generated from it asks this mirror. Encoded once per base: the base changes only
/// once, when the server learns its port.
final class MirrorOpenAPIDocument: Sendable {
    /// The file's server, replaced in the answer.
    static let fileServer = "\"url\": \"http://127.0.0.1:8080/api\""

    let template: String
    private let encoded = NIOLockedValueBox<(base: String, answer: EncodedMirrorAnswer)?>(nil)

    init(template: String) {
        self.template = template
    }

    /// The document as the web target's resources hold it.
    static func load() throws -> MirrorOpenAPIDocument {
        let file = try PageRenderer.resourcesFolder().appendingPathComponent("OpenAPI/openapi.json")
        guard let template = try? String(contentsOf: file, encoding: .utf8) else { throw WebResourcesError.openAPIDocumentMissing }
        return MirrorOpenAPIDocument(template: template)
    }

    /// The document with `apiBase` as its server, as an answer of the mirror.
    func answer(apiBase: String) -> EncodedMirrorAnswer {
        if let made = encoded.withLockedValue({ $0 }), made.base == apiBase { return made.answer }
        let server = "\"url\": " + String(decoding: JSONText.string(apiBase).bytes, as: UTF8.self)
        let text = template.replacingOccurrences(of: Self.fileServer, with: server)
        let answer = EncodedMirrorAnswer(MirrorAnswer(status: 200, body: Array(text.utf8), cacheControl: MirrorAnswer.dataLifetime))
        encoded.withLockedValue { $0 = (apiBase, answer) }
        return answer
    }
}
