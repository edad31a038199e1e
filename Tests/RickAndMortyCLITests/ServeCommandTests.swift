import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RickAndMortyStubAPI
import Testing
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `rmfeed serve` as a person starts and stops it.
@Suite struct ServeCommandTests {
    @Test func serve_listensOnLoopbackOnlyByDefaultAndStopsGracefullyOnSIGTERM() async throws {
        try await CLIHarness.with { harness in
            let serve = try harness.startRMFeed("serve", "--port", "0")

            let found = await Self.waitUntilListening(serve)
            let listeners = ListeningSockets.addresses(ofProcess: serve.processIdentifier)
            let healthy = await Self.response("http://\(Self.address(of: serve))/healthz")?.statusCode == 200
            serve.send(SIGTERM)
            let stopped = await serve.finish()

            try #require(found, "rmfeed serve never listened\n\(stopped.summary)")
            #expect(listeners.map(\.host) == ["127.0.0.1"], "listening on \(listeners)")
            #expect(healthy, "\(stopped.summary)")
            #expect(!stopped.wasSignalled && stopped.status == 0, "\(stopped.summary)")
            let port = listeners.first?.port ?? 0
            #expect(stopped.output.contains("serving http://127.0.0.1:\(port)"), "\(stopped.summary)")
        }
    }

    /// As reported: SIGTERM with mirror read-throughs waiting on a hanging API took 19-27 s, went
    /// on asking the API, and answered none of the waiting clients. (Eight clients, one per
    /// connection to the API: once the stand-in holds eight requests, every client is waiting in
    /// serve. That no request starts after the client is shut down is `AsyncHTTPFeedClientShutdownTests`'.)
    @Test func serve_onSIGTERMWithReadThroughsWaitingOnTheAPI_answersEveryClientAndAsksTheAPINothingMore() async throws {
        try await CLIHarness.with { harness in
            harness.server.faults.inject(.hang, scope: .characters)
            let serve = try await RunningServe.start(harness)
            let clients = (1...8).map { id in Task { await serve.get("/api/character/\(id)") } }
            let allWaiting = await eventually(every: .milliseconds(20)) { harness.server.stats.total == 8 }

            let stopped = await serve.stop()
            var statuses: [Int] = []
            for client in clients { statuses.append(await client.value.status) }

            try #require(allWaiting, "\(stopped.summary)")
            #expect(statuses == Array(repeating: 503, count: 8), "\(stopped.summary)")
            #expect(harness.server.stats.total == 8, "no request to the API after the signal")
            #expect(!stopped.wasSignalled && stopped.status == 0, "\(stopped.summary)")
        }
    }

    @Test func serve_afterAnotherProcessClearsTheCache_stopsAnsweringImagesFromWhatItKept() async throws {
        try await CLIHarness.with { harness in
            // Character 1 in the feed cache and its image in the image cache: what serve keeps.
            try expectSuccess(try await harness.rmfeed("characters"))
            try expectSuccess(try await harness.rmfeed("image", "1", "--output", harness.file("1.png").path))
            let serve = try harness.startRMFeed("serve", "--port", "0")
            let found = await Self.waitUntilListening(serve)
            let image = "http://\(Self.address(of: serve))/characters/1/image"
            // Twice: the second answer comes from what the server keeps in memory.
            let before = [await Self.imageSource(image), await Self.imageSource(image)]

            let cleared = try await harness.rmfeed("cache", "clear")
            let noticed = await eventually(every: .milliseconds(50)) { await Self.imageSource(image) == "remote" }
            serve.send(SIGTERM)
            let stopped = await serve.finish()

            try #require(found, "rmfeed serve never listened\n\(stopped.summary)")
            try expectSuccess(cleared)
            #expect(before == ["cache", "cache"], "\(stopped.summary)")
            #expect(noticed, "the image kept from the cleared cache was still served\n\(stopped.summary)")
        }
    }

    @Test func serve_afterAGetWithABody_refusesItUnreadAndStillStopsOnSIGTERM() async throws {
        try await CLIHarness.with { harness in
            let serve = try harness.startRMFeed("serve", "--port", "0")
            let found = await Self.waitUntilListening(serve)
            let port = ListeningSockets.addresses(ofProcess: serve.processIdentifier).first?.port ?? 0
            // As reported: a GET of an uncached image with a 100,000-byte body; then the client is
            // done sending (the server's side sat in CLOSE-WAIT) but keeps the connection to read.
            let connection = RawTCPConnection(port: port)
            connection?.send("GET /characters/5/image HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\n")
            connection?.send(String(repeating: "x", count: 100_000))
            connection?.finishSending()
            var answer = ""
            _ = await eventually(timeout: .seconds(30), every: .milliseconds(50)) {
                answer += connection?.receiveAvailable() ?? ""
                return answer.contains("\r\n\r\n")
            }

            serve.send(SIGTERM)
            // Far above serve's 10 s shutdown deadline: only a guard against a hang.
            let stopped = await serve.finish(timeout: .seconds(60))
            connection?.close()

            try #require(found, "rmfeed serve never listened\n\(stopped.summary)")
            #expect(connection != nil)
            #expect(answer.hasPrefix("HTTP/1.1 413"), "\(answer)\n\(stopped.summary)")
            #expect(!stopped.wasSignalled && stopped.status == 0, "\(stopped.summary)")
        }
    }

    /// Whatever the child listens on, read from its own sockets (no port is guessed).
    private static func waitUntilListening(_ serve: ChildProcess) async -> Bool {
        await eventually(every: .milliseconds(100)) { !ListeningSockets.addresses(ofProcess: serve.processIdentifier).isEmpty }
    }

    private static func address(of serve: ChildProcess) -> String {
        ListeningSockets.addresses(ofProcess: serve.processIdentifier).first?.description ?? "127.0.0.1:0"
    }

    private static func imageSource(_ address: String) async -> String? {
        await response(address)?.value(forHTTPHeaderField: "X-Image-Source")
    }

    private static func response(_ address: String) async -> HTTPURLResponse? {
        guard let url = URL(string: address), let (_, response) = try? await URLSession.shared.data(from: url) else { return nil }
        return response as? HTTPURLResponse
    }
}

/// The TCP sockets a process listens on, found through its file descriptors in /proc (Linux):
/// both IPv4 and IPv6, so a socket open to the network would show up too.
enum ListeningSockets {
    struct Address: CustomStringConvertible, Equatable {
        let host: String
        let port: Int
        var description: String { "\(host):\(port)" }
    }

    static func addresses(ofProcess pid: Int32) -> [Address] {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
        let inodes = Set(descriptors.compactMap { descriptor -> String? in
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)"),
                  target.hasPrefix("socket:[")
            else { return nil }
            return String(target.dropFirst("socket:[".count).dropLast())
        })
        return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap { table in
            listening(in: table).filter { inodes.contains($0.inode) }.map(\.address)
        }
    }

    private static func listening(in table: String) -> [(address: Address, inode: String)] {
        guard let text = try? String(contentsOfFile: table, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count > 9, fields[3] == "0A" else { return nil } // 0A: LISTEN
            let local = fields[1].split(separator: ":")
            guard local.count == 2, let port = Int(local[1], radix: 16) else { return nil }
            return (Address(host: host(hex: String(local[0])), port: port), String(fields[9]))
        }
    }

    /// 0100007F → 127.0.0.1; an IPv6 address stays hexadecimal (never loopback-only IPv4).
    private static func host(hex: String) -> String {
        guard hex.count == 8, let raw = UInt32(hex, radix: 16) else { return hex }
        return [raw & 0xFF, (raw >> 8) & 0xFF, (raw >> 16) & 0xFF, raw >> 24].map(String.init).joined(separator: ".")
    }
}

/// A TCP connection to 127.0.0.1 that sends exactly the bytes a test writes, which no HTTP client
/// would (a body announced and never sent). Reads never block: the test's cooperative threads
/// are shared with the in-process stand-in API.
final class RawTCPConnection: Sendable {
    private let descriptor: Int32

    init?(port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            Glibc.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Shuts the sending side (a FIN): the server reads end-of-file, the connection stays open for reading.
    func finishSending() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// What has arrived so far, without waiting.
    func receiveAvailable() -> String {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        return count > 0 ? String(decoding: buffer.prefix(count), as: UTF8.self) : ""
    }

    /// The server ended the connection: a read without waiting finds end-of-file (or a reset).
    func isClosedByPeer() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT | MSG_PEEK))
        return count == 0 || count < 0 && errno != EAGAIN && errno != EWOULDBLOCK
    }

    func close() {
        Glibc.close(descriptor)
    }
}
