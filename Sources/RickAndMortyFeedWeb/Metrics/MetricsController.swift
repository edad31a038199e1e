import Hummingbird

/// `GET /metrics`: the Prometheus text exposition. No `Access-Control-Allow-Origin`, so a page
/// of another origin cannot read it from a browser, and `no-store`, so no cache keeps it
/// (docs/OPERATIONS.md, "Metrics").
struct MetricsController: Sendable {
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    let metrics: WebMetrics

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.resource("/metrics") { request, _ in
            // The router also matches `/metrics/` and `//metrics`, which a proxy's exact block
            // would let through: only the one spelling answers.
            guard request.uri.path == "/metrics" else { throw HTTPError(.notFound) }
            let text = await metrics.exposition()
            return Response(
                status: .ok,
                headers: [.contentType: Self.contentType, .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: text))
            )
        }
    }
}
