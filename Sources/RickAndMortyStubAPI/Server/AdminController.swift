import Hummingbird
import Foundation

/// Out-of-process control of the stub, outside `/api` so it never collides with the contract:
///
/// - `GET /_stub/faults` lists the faults in force;
/// - `POST /_stub/faults` adds one fault (a `StubFault` JSON object) or an array of them;
/// - `PUT /_stub/faults` replaces all faults with the given one(s);
/// - `DELETE /_stub/faults` clears them;
/// - `GET /_stub/stats` reads the request counters, `DELETE /_stub/stats` resets them;
/// - `GET /healthz` answers 200 for readiness checks.
struct AdminController: Sendable {
    let runtime: StubAPIRuntime

    func addRoutes(to router: Router<StubRequestContext>) {
        router.get("healthz") { _, _ in json(200, #"{"status":"ok"}"#) }
        router.get("_stub/faults") { _, _ in faultList() }
        router.post("_stub/faults") { request, _ in
            await withFaults(in: request) { runtime.faults.replace(with: runtime.faults.active + $0) }
        }
        router.put("_stub/faults") { request, _ in
            await withFaults(in: request) { runtime.faults.replace(with: $0) }
        }
        router.delete("_stub/faults") { _, _ in
            runtime.faults.clear()
            return faultList()
        }
        router.get("_stub/stats") { _, _ in stats() }
        router.delete("_stub/stats") { _, _ in
            runtime.stats.reset()
            return stats()
        }
    }

    private func withFaults(in request: Request, _ apply: ([StubFault]) -> Void) async -> Response {
        guard let buffer = try? await request.body.collect(upTo: 64 * 1024) else {
            return json(413, #"{"error":"Body too large"}"#)
        }
        let data = Data(buffer.readableBytesView)
        let decoder = JSONDecoder()
        if let list = try? decoder.decode([StubFault].self, from: data) {
            apply(list)
        } else if let single = try? decoder.decode(StubFault.self, from: data) {
            apply([single])
        } else {
            let kinds = StubFaultKind.allCases.map(\.rawValue).joined(separator: ", ")
            return json(400, #"{"error":"Expected {\"kind\":…} or an array of them; kinds: \#(kinds)"}"#)
        }
        return faultList()
    }

    private func faultList() -> Response {
        let data = (try? JSONEncoder().encode(runtime.faults.active)) ?? Data("[]".utf8)
        return FaultResponses.normal(StubBody(status: 200, contentType: StubBody.json, bytes: Array(data)))
    }

    private func stats() -> Response {
        let snapshot = runtime.stats.snapshot
        var body = JSONText()
        body.object(StubRoute.allCases.map { route in (route.rawValue, { $0.number(snapshot[route] ?? 0) }) }
            + [("total", { $0.number(snapshot.values.reduce(0, +)) })])
        return FaultResponses.normal(StubBody(status: 200, contentType: StubBody.json, bytes: body.bytes))
    }

    private func json(_ status: Int, _ text: String) -> Response {
        FaultResponses.normal(StubBody(status: status, contentType: StubBody.json, bytes: Array(text.utf8)))
    }
}
