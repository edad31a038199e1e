import Hummingbird

/// `GET /api/character/avatar/{id}.jpeg`: generated avatars, always labelled `image/jpeg`
/// because the real API labels its PNGs that way too (see `StubAvatars`).
struct AvatarController: Sendable {
    let runtime: StubAPIRuntime

    func addRoutes(to router: Router<StubRequestContext>) {
        router.get("api/character/avatar/:file") { request, context in
            let file = context.parameters.get("file") ?? ""
            return await runtime.respond(to: .avatar, request: request, context: context) { _ in
                guard let id = Self.id(fromFileName: file), let bytes = runtime.avatars.avatar(id: id) else {
                    return .json(.error(404, CatalogAnswer.nothingHere))
                }
                return StubBody(status: 200, contentType: "image/jpeg", bytes: bytes)
            }
        }
    }

    static func id(fromFileName file: String) -> Int? {
        guard file.hasSuffix(".jpeg") else { return nil }
        return Int(file.dropLast(".jpeg".count))
    }
}
