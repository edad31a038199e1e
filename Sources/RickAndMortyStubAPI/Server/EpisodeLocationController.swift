import Hummingbird

/// The episode and location routes under `/api`, served like the character routes: pages with
/// filters, one id, or a list of ids.
struct EpisodeLocationController: Sendable {
    let runtime: StubAPIRuntime

    func addRoutes(to router: Router<StubRequestContext>) {
        add("episode", page: .episodePage, byID: .episodeByID, catalog: { $0.episodes }, to: router)
        add("location", page: .locationPage, byID: .locationByID, catalog: { $0.locations }, to: router)
    }

    private func add(
        _ resource: String, page: StubRoute, byID: StubRoute, catalog: @escaping @Sendable (StubCatalog) -> ResourceCatalog,
        to router: Router<StubRequestContext>
    ) {
        router.get("api/\(resource)") { request, context in
            await runtime.respond(to: page, request: request, context: context) { _ in
                .json(catalog(runtime.catalog).page(query: QueryString.parse(request.uri.query)))
            }
        }
        router.get("api/\(resource)/:ids") { request, context in
            let ids = context.parameters.get("ids") ?? ""
            return await runtime.respond(to: byID, request: request, context: context) { _ in
                .json(catalog(runtime.catalog).items(ids: ids))
            }
        }
    }
}
