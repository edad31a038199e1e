import Hummingbird
import NIOCore

/// Puts the chosen theme on every HTML page's `<html>` element, so the first paint has its colours
/// without any script. It works on the rendered bytes, after the kept pages, so what is kept stays
/// the same for everyone; a page that follows the system (the default) is passed on untouched.
struct ThemeMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        guard let attribute = Theme(request: request).rootAttribute,
              response.headers[.contentType]?.hasPrefix("text/html") == true,
              response.headers[.contentEncoding] == nil,
              let length = response.body.contentLength, length > 0
        else { return response }
        let page = try await response.body.collected(capacity: length)
        response.body = ResponseBody(byteBuffer: Self.marking(page, with: attribute))
        return response
    }

    /// `page` with `attribute` added to its `<html` tag, which opens every page near its start.
    static func marking(_ page: ByteBuffer, with attribute: String) -> ByteBuffer {
        let bytes = page.readableBytesView
        let searched = bytes.prefix(256)
        guard let tag = searched.firstRange(of: Array("<html".utf8)) else { return page }
        var marked = ByteBuffer()
        marked.reserveCapacity(page.readableBytes + attribute.utf8.count)
        marked.writeBytes(bytes[..<tag.upperBound])
        marked.writeString(attribute)
        marked.writeBytes(bytes[tag.upperBound...])
        return marked
    }
}
