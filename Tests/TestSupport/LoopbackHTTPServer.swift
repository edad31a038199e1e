import Foundation
import Glibc
import NIOConcurrencyHelpers

/// A tiny HTTP server on 127.0.0.1, on plain sockets and a thread of its own, that answers every
/// request the same scripted way and remembers each request line: a canary the app must never
/// reach, or an upstream that sends everything elsewhere. One request per connection.
public final class LoopbackHTTPServer: Sendable {
    /// What every request gets.
    public enum Answer: Sendable {
        case text(String)
        case redirect(to: String)
    }

    public let port: Int
    private let descriptor: Int32
    private let requestLines = NIOLockedValueBox<[String]>([])
    private let stopped = DispatchSemaphore(value: 0)

    private init(descriptor: Int32, port: Int) {
        self.descriptor = descriptor
        self.port = port
    }

    /// Binds a free loopback port and serves until `stop()`.
    public static func start(answering answer: Answer) throws -> LoopbackHTTPServer {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(call: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 16) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw Failure(call: "bind")
        }
        let server = LoopbackHTTPServer(descriptor: descriptor, port: Int(UInt16(bigEndian: address.sin_port)))
        Thread.detachNewThread { server.acceptLoop(answer) }
        return server
    }

    /// The request lines received so far (`GET /path HTTP/1.1`).
    public var requests: [String] { requestLines.withLockedValue { $0 } }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Stops accepting and waits for the loop to end.
    public func stop() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        stopped.wait()
        close(descriptor)
    }

    private func acceptLoop(_ answer: Answer) {
        while true {
            let connection = accept(descriptor, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                break
            }
            serve(connection, answer)
            close(connection)
        }
        stopped.signal()
    }

    private func serve(_ connection: Int32, _ answer: Answer) {
        var limit = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !head.ends(with: Array("\r\n\r\n".utf8)), head.count < 65_536 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            head += buffer.prefix(count)
        }
        let requestLine = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
        requestLines.withLockedValue { $0.append(requestLine) }
        let response = Array(Self.response(answer).utf8)
        _ = response.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    private static func response(_ answer: Answer) -> String {
        switch answer {
        case let .text(body):
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        case let .redirect(location):
            "HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let call: String
        let code = errno
        var description: String { "\(call): errno \(code)" }
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
