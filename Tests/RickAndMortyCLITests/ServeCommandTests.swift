import Foundation
import Testing
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `rmfeed serve` as a person starts and stops it.
@Suite struct ServeCommandTests {
    @Test func serve_listensOnLoopbackOnlyByDefaultAndStopsGracefullyOnSIGTERM() async throws {
        try await CLIHarness.with { harness in
            let port = try #require(FreePort.find())
            let serve = try harness.startRMFeed("serve", "--port", String(port))

            let healthy = await eventually(every: .milliseconds(100)) { await Self.status("http://127.0.0.1:\(port)/healthz") == 200 }
            let listeners = ListeningSockets.addresses(port: port)
            serve.send(SIGTERM)
            let stopped = await serve.finish()

            #expect(healthy, "\(stopped.summary)")
            #expect(listeners == ["127.0.0.1"], "listening on \(listeners)")
            #expect(!stopped.wasSignalled && stopped.status == 0, "\(stopped.summary)")
            #expect(stopped.output.contains("serving http://127.0.0.1:\(port)"), "\(stopped.summary)")
        }
    }

    private static func status(_ address: String) async -> Int? {
        guard let url = URL(string: address), let (_, response) = try? await URLSession.shared.data(from: url) else { return nil }
        return (response as? HTTPURLResponse)?.statusCode
    }
}

/// A TCP port nothing listens on right now.
enum FreePort {
    static func find() -> Int? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }
}

/// The local IPv4 addresses with a listening TCP socket on `port`, read from /proc/net/tcp.
enum ListeningSockets {
    static func addresses(port: Int) -> [String] {
        guard let table = try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) else { return [] }
        let wanted = String(format: "%04X", port)
        return table.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count > 3, fields[3] == "0A" else { return nil } // 0A: LISTEN
            let local = fields[1].split(separator: ":")
            guard local.count == 2, local[1] == wanted, let raw = UInt32(local[0], radix: 16) else { return nil }
            return [raw & 0xFF, (raw >> 8) & 0xFF, (raw >> 16) & 0xFF, raw >> 24].map(String.init).joined(separator: ".")
        }
    }
}
