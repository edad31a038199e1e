import HTTPTypes
import Hummingbird

extension Router {
    /// The methods every resource of the app allows: HEAD comes from the router's
    /// `autoGenerateHeadEndpoints`, answered as GET without the body.
    static var allowedMethods: String { "GET, HEAD" }

    /// A resource read with GET (and HEAD). Every other method HTTP defines answers 405 with
    /// `Allow: GET, HEAD` at this path, so a client learns what it may do here instead of being
    /// told the page does not exist. All of the app's routes are added through this.
    @discardableResult
    func resource<Output: ResponseGenerator>(
        _ path: RouterPath,
        get handler: @escaping @Sendable (Request, Context) async throws -> Output
    ) -> Self {
        get(path, use: handler)
        for method in [HTTPRequest.Method.post, .put, .delete, .patch, .options, .trace, .connect] {
            on(path, method: method) { _, _ in
                Response(status: .methodNotAllowed, headers: [.allow: Self.allowedMethods, .contentLength: "0"])
            }
        }
        return self
    }
}
