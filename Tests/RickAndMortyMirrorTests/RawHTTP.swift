import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// HTTP/1 over a plain socket, for tests that compare the bytes two servers send (status line,
/// every header in order, body) and whether they end the connection.
enum RawHTTP {
    struct Request: Sendable {
        let text: String
        /// The answer has no body whatever its `Content-Length` says (HEAD).
        var isHead: Bool { text.hasPrefix("HEAD ") }
    }

    struct Exchange: Equatable, Sendable, CustomStringConvertible {
        /// What the server sent, with each `Date` value replaced by `<date>`.
        let bytes: String
        let closedByServer: Bool
        var description: String { "closed: \(closedByServer)\n" + bytes.replacingOccurrences(of: "\r\n", with: "⏎\n") }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends `requests` in one write to 127.0.0.1:`port` and reads their whole answers (a body
    /// of the head's `Content-Length`, none for a 304 or an answer to HEAD); then reads on for a
    /// moment, or until the server ends the connection when `untilClosed`. The socket blocks, so
    /// it runs on a thread of its own: on the concurrency pool's few threads it would starve the
    /// servers under test, which run in this process.
    static func exchange(port: Int, _ requests: [Request], untilClosed: Bool = false) async throws -> Exchange {
        try await onThreadOfItsOwn { try blockingExchange(port: port, requests, untilClosed: untilClosed) }
    }

    private static func blockingExchange(port: Int, _ requests: [Request], untilClosed: Bool) throws -> Exchange {
        let socket = try Socket(port: port)
        defer { socket.close() }
        try socket.send(Array(requests.map(\.text).joined().utf8))
        var received: [UInt8] = []
        var offset = 0
        for request in requests {
            while true {
                if let answer = answer(in: received, from: offset, isHead: request.isHead) {
                    offset = answer.end
                    break
                }
                guard let chunk = try socket.receive(timeout: 10) else {
                    throw Failure(description: "the connection ended after \(received.count) bytes: \(String(decoding: received, as: UTF8.self))")
                }
                received += chunk
            }
        }
        var closed = false
        while let chunk = try socket.receive(timeout: untilClosed ? 10 : 0.2) {
            guard !chunk.isEmpty else { closed = true; break }
            received += chunk
        }
        if untilClosed, !closed { throw Failure(description: "the server kept the connection open") }
        return Exchange(bytes: try maskingDates(String(decoding: received, as: UTF8.self)), closedByServer: closed)
    }

    /// The answer starting at `start`, once all of it is in `bytes`: its head (up to the blank
    /// line), its status, and where it ends (a body of the head's `Content-Length`, none for a 304
    /// or an answer to HEAD).
    static func answer(in bytes: [UInt8], from start: Int, isHead: Bool) -> (head: String, status: Int, end: Int)? {
        guard let headEnd = headEnd(in: bytes, from: start) else { return nil }
        let head = String(decoding: bytes[start..<headEnd], as: UTF8.self)
        let lines = head.lowercased().components(separatedBy: "\r\n")
        let status = lines.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        let length = lines.compactMap { line -> Int? in
            guard line.hasPrefix("content-length:") else { return nil }
            return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        }.first ?? 0
        let end = headEnd + 4 + (isHead || status == 304 ? 0 : length)
        return bytes.count >= end ? (head, status, end) : nil
    }

    /// Where the head of the answer starting at `start` ends (the blank line's `\r\n\r\n`), once
    /// it is in `bytes`.
    private static func headEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 4 <= bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    /// The value of the first `ETag` field in an answer's text (its head, or a whole exchange).
    static func entityTag(in text: String) -> String? {
        text.components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix("etag: ") }.map { String($0.dropFirst("etag: ".count)) }
    }

    /// Each `Date` value as `<date>`, once it is checked to be an IMF-fixdate.
    private static func maskingDates(_ text: String) throws -> String {
        var lines = text.components(separatedBy: "\r\n")
        for index in lines.indices where lines[index].lowercased().hasPrefix("date: ") {
            let value = String(lines[index].dropFirst("date: ".count))
            guard value.wholeMatch(of: /(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT/) != nil else {
                throw Failure(description: "not an HTTP date: '\(value)'")
            }
            lines[index] = String(lines[index].prefix("date: ".count)) + "<date>"
        }
        return lines.joined(separator: "\r\n")
    }
}

/// A blocking TCP socket to loopback, with a timeout on each read; `sendAvailable`,
/// `receiveAvailable` and `waitUntilReady` for a test that must not block.
final class Socket {
    private let descriptor: Int32

    /// `bufferBytes`: the kernel's send and receive buffers, set before connecting (then they do
    /// not grow by themselves).
    init(port: Int, bufferBytes: Int32? = nil) throws {
        descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RawHTTP.Failure(description: "socket: \(errno)") }
        if var size = bufferBytes {
            setsockopt(descriptor, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(descriptor)
            throw RawHTTP.Failure(description: "connect: \(errno)")
        }
    }

    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw RawHTTP.Failure(description: "send: \(errno)") }
            sent += count
        }
    }

    /// The next bytes; empty once the server ended the connection; `nil` when none came in `timeout` seconds.
    func receive(timeout: Double) throws -> [UInt8]? {
        var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { Glibc.recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK { return nil }
            if errno == ECONNRESET { return [] }
            throw RawHTTP.Failure(description: "recv: \(errno)")
        }
        return Array(buffer.prefix(count))
    }

    /// The kernel's receive buffer, as it stands.
    var receiveBufferBytes: Int {
        var size: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, &length)
        return Int(size)
    }

    /// Sends what the kernel takes now, without waiting: how many bytes (0 while it takes none).
    func sendAvailable(_ bytes: ArraySlice<UInt8>) throws -> Int {
        let count = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK { return 0 }
            throw RawHTTP.Failure(description: "send: \(errno)")
        }
        return count
    }

    /// What has arrived, at most `limit` bytes, without waiting: empty when nothing has; throws
    /// once the server ended the connection.
    func receiveAvailable(limit: Int) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { Glibc.recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK { return [] }
            throw RawHTTP.Failure(description: "recv: \(errno)")
        }
        guard count > 0 else { throw RawHTTP.Failure(description: "the server ended the connection") }
        return Array(buffer.prefix(count))
    }

    /// Waits until something can be read (when `reading`) or sent (when `sending`), for at most
    /// `milliseconds`: what can.
    func waitUntilReady(reading: Bool, sending: Bool, milliseconds: Int32) throws -> (readable: Bool, writable: Bool) {
        var entry = pollfd(fd: descriptor, events: (reading ? Int16(POLLIN) : 0) | (sending ? Int16(POLLOUT) : 0), revents: 0)
        guard Glibc.poll(&entry, 1, milliseconds) >= 0 else { throw RawHTTP.Failure(description: "poll: \(errno)") }
        return (entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0, entry.revents & Int16(POLLOUT) != 0)
    }

    func close() {
        Glibc.close(descriptor)
    }
}
