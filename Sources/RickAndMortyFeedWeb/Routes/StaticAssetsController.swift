import Hummingbird

/// `GET /static/{name}` from memory, and `GET /healthz`.
struct StaticAssetsController: Sendable {
    let environment: WebEnvironment

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.resource("/static/:name") { request, context in
            guard let name = context.parameters.get("name"), let asset = environment.renderer.assets.asset(named: name) else {
                return environment.notFound(environment.localization(for: request))
            }
            let headers: HTTPFields = [
                .contentType: asset.contentType,
                .eTag: asset.entityTag,
                .cacheControl: "public, max-age=31536000, immutable",
            ]
            if EntityTag.matches(request.headers[.ifNoneMatch], asset.entityTag) {
                return Response(status: .notModified, headers: headers)
            }
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes)))
        }
        router.resource("/healthz") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: "ok\n")))
        }
    }
}
