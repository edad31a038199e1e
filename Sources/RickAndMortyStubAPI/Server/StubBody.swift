/// A normal answer before faults are applied: status, media type and bytes.
struct StubBody: Sendable {
    let status: Int
    let contentType: String
    let bytes: [UInt8]

    static let json = "application/json; charset=utf-8"

    static func json(_ answer: CatalogAnswer) -> StubBody {
        StubBody(status: answer.status, contentType: json, bytes: answer.body)
    }
}
