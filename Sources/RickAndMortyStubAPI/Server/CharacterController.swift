import Hummingbird

/// The character routes of docs/API.md ("Paging", "One item, many items"), under `/api`.
struct CharacterController: Sendable {
    let runtime: StubAPIRuntime

    func addRoutes(to router: Router<StubRequestContext>) {
        router.get("api") { _, _ in
            FaultResponses.normal(root())
        }
        router.get("api/character") { request, context in
            await runtime.respond(to: .characterPage, request: request, context: context) { hostile in
                .json(runtime.catalog.characters.page(query: QueryString.parse(request.uri.query), hostile: hostile))
            }
        }
        // The avatar folder itself is no route, as on the real API (and never an id).
        router.get("api/character/avatar") { _, _ in
            FaultResponses.normal(.json(.error(404, CatalogAnswer.noRoute)))
        }
        router.get("api/character/:ids") { request, context in
            let ids = context.parameters.get("ids") ?? ""
            return await runtime.respond(to: .characterByID, request: request, context: context) { hostile in
                .json(runtime.catalog.characters.characters(ids: ids, hostile: hostile))
            }
        }
    }

    /// The API's index, as the real one lists its resources.
    private func root() -> StubBody {
        let base = runtime.baseURL
        var json = JSONText()
        json.object([
            ("characters", { $0.string("\(base)/character") }),
            ("locations", { $0.string("\(base)/location") }),
            ("episodes", { $0.string("\(base)/episode") }),
        ])
        return StubBody(status: 200, contentType: StubBody.json, bytes: json.bytes)
    }
}
