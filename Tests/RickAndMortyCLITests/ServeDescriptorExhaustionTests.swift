import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport

/// `rmfeed serve` out of file descriptors (more clients than `ulimit -n`): it waits instead of
/// spinning on `accept`, and answers again once clients leave.
@Suite struct ServeDescriptorExhaustionTests {
    @Test func serve_outOfDescriptors_backsOffInsteadOfSpinningAndAnswersOnceTheyFree() async throws {
        try await CLIHarness.with { harness in
            let serve = try harness.startRMFeed(descriptorLimit: 64, "serve", "--port", "0", "--max-connections", "100000")
            let listening = await eventually(every: .milliseconds(100)) {
                !ListeningSockets.addresses(ofProcess: serve.processIdentifier).isEmpty
            }
            let port = ListeningSockets.addresses(ofProcess: serve.processIdentifier).first?.port ?? 0
            // Far more than 64: the kernel completes them all, serve cannot accept the rest.
            let clients = (1...200).compactMap { _ in RawTCPConnection(port: port) }
            try await Task.sleep(for: .milliseconds(500))
            let before = Self.cpuSeconds(of: serve.processIdentifier)
            try await Task.sleep(for: .seconds(3))
            let spent = Self.cpuSeconds(of: serve.processIdentifier) - before
            for client in clients { client.close() }
            let answers = await eventually(timeout: .seconds(30), every: .milliseconds(100)) {
                guard let probe = RawTCPConnection(port: port) else { return false }
                defer { probe.close() }
                probe.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
                return await ServeConnectionCapTests.answer(on: probe).hasPrefix("HTTP/1.1 200")
            }
            serve.send(SIGTERM)
            let stopped = await serve.finish(timeout: .seconds(60))

            try #require(listening, "\(stopped.summary)")
            // A spinning event loop spent about as many seconds as it waited.
            #expect(spent < 1, "\(spent) CPU-seconds in 3 s out of descriptors\n\(stopped.summary)")
            #expect(answers, "\(stopped.summary)")
        }
    }

    /// User and system time the process has used (`/proc/PID/stat`).
    static func cpuSeconds(of pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
