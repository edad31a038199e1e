import Dispatch
import Foundation

/// Waits for SIGINT or SIGTERM. The stub handles them itself (instead of `runService()`) so
/// that shutting down also releases requests held by a hang fault rather than waiting for them.
enum ShutdownSignals {
    static func next() async -> String {
        let names = [SIGINT: "SIGINT", SIGTERM: "SIGTERM"]
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let sources = names.map { number, name in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(name) }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }
        for await name in stream {
            return name
        }
        return "end of signals"
    }
}
