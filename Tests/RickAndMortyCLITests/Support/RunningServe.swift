import Foundation
import Testing
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `rmfeed serve --port 0` started as a child process, listening on whatever port it picked
/// (read from its own sockets), asked over HTTP, then stopped with SIGTERM.
struct RunningServe {
    let process: ChildProcess
    let address: String

    /// Starts serve with `arguments` after `serve --port 0`; `nil` (and the run's output in the
    /// failure) when it never listened.
    static func start(
        _ harness: CLIHarness,
        _ arguments: [String] = [],
        environment: [String: String] = [:]
    ) async throws -> RunningServe {
        let process = try harness.startRMFeed(["serve", "--port", "0"] + arguments, environment: environment)
        let listening = await eventually(every: .milliseconds(100)) {
            !ListeningSockets.addresses(ofProcess: process.processIdentifier).isEmpty
        }
        guard listening, let address = ListeningSockets.addresses(ofProcess: process.processIdentifier).first else {
            process.send(SIGTERM)
            let stopped = await process.finish()
            throw NeverListened(summary: stopped.summary)
        }
        return RunningServe(process: process, address: address.description)
    }

    /// The status and body of `GET path`; status 0 when no answer came.
    func get(_ path: String) async -> (status: Int, headers: [String: String], body: String) {
        guard let url = URL(string: "http://\(address)\(path)"),
              let (data, response) = try? await URLSession.shared.data(from: url),
              let http = response as? HTTPURLResponse
        else { return (0, [:], "") }
        let headers = Dictionary(http.allHeaderFields.map { ("\($0.key)".lowercased(), "\($0.value)") }) { first, _ in first }
        return (http.statusCode, headers, String(decoding: data, as: UTF8.self))
    }

    struct NeverListened: Error, CustomStringConvertible {
        let summary: String
        var description: String { "rmfeed serve never listened\n\(summary)" }
    }

    /// SIGTERM, then everything it wrote.
    func stop() async -> CommandResult {
        process.send(SIGTERM)
        return await process.finish(timeout: .seconds(60))
    }
}
