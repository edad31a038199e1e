import Hummingbird
import NIOCore

/// Puts the chosen theme on every HTML page's `<html>` element, so the first paint has its colours
/// without any script, and on the header's theme switch, so its pressed button is right without
/// any script too. It works on the rendered bytes, after the kept pages, so what is kept stays
/// the same for everyone; a page that follows the system (the default) is passed on untouched.
struct ThemeMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        guard response.headers[.contentType]?.hasPrefix("text/html") == true,
              response.headers[.contentEncoding] == nil,
              let length = response.body.contentLength, length > 0
        else { return response }
        let theme = Theme(request: request)
        guard theme != .system else { return response }
        let page = try await response.body.collected(capacity: length)
        response.body = ResponseBody(byteBuffer: Self.marking(page, with: theme))
        return response
    }

    /// `page` in `theme`: its attribute added to the `<html` tag, which opens every page near its
    /// start, and the header's switch showing `theme`'s button pressed instead of the system's.
    static func marking(_ page: ByteBuffer, with theme: Theme) -> ByteBuffer {
        let bytes = page.readableBytesView
        guard let attribute = theme.rootAttribute, bytes.prefix(256).firstRange(of: Array("<html".utf8)) != nil else { return page }
        // In the order they come in the page: the switch lists the system's button first.
        let edits = [
            ("<html", "<html" + attribute),
            (Theme.system.buttonState(pressed: true), Theme.system.buttonState(pressed: false)),
            (theme.buttonState(pressed: false), theme.buttonState(pressed: true)),
        ]
        var marked = ByteBuffer()
        marked.reserveCapacity(page.readableBytes + attribute.utf8.count)
        var rest = bytes[...]
        for (old, new) in edits {
            guard let found = rest.firstRange(of: Array(old.utf8)) else { continue }
            marked.writeBytes(rest[..<found.lowerBound])
            marked.writeString(new)
            rest = rest[found.upperBound...]
        }
        marked.writeBytes(rest)
        return marked
    }
}
