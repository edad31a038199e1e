import Foundation
import Testing
import TestSupport

/// A started `rmfeed` child process whose standard output and error are drained while it runs
/// (so a large image on stdout cannot fill the pipe and stall it), awaited without blocking the
/// test's cooperative threads, which the in-process stand-in API also needs.
final class ChildProcess: Sendable {
    let arguments: [String]
    private let process: Process
    private let exited: AsyncStream<Void>
    private let standardOutput: Task<Data, Never>
    private let standardError: Task<Data, Never>

    init(executable: URL, arguments: [String], environment: [String: String]) throws {
        let process = Process()
        let output = Pipe()
        let error = Pipe()
        let (exited, exit) = AsyncStream<Void>.makeStream()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        process.terminationHandler = { _ in
            exit.yield()
            exit.finish()
        }
        try process.run()
        self.arguments = arguments
        self.process = process
        self.exited = exited
        standardOutput = Task { await Self.drain(output.fileHandleForReading) }
        standardError = Task { await Self.drain(error.fileHandleForReading) }
    }

    var processIdentifier: Int32 { process.processIdentifier }

    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the child to end. A child still running after `timeout` is killed and the test
    /// records an issue: the timeout only keeps a hung child from hanging the suite.
    func finish(timeout: Duration = .seconds(120 * Sanitizer.slowdown), sourceLocation: SourceLocation = #_sourceLocation) async -> CommandResult {
        let watchdog = Task { [process] in
            try? await Task.sleep(for: timeout)
            guard !Task.isCancelled, process.isRunning else { return false }
            kill(process.processIdentifier, SIGKILL)
            return true
        }
        for await _ in exited {}
        watchdog.cancel()
        if await watchdog.value {
            Issue.record("rmfeed \(arguments.joined(separator: " ")) was still running after \(timeout): killed it", sourceLocation: sourceLocation)
        }
        return CommandResult(
            arguments: arguments,
            status: process.terminationStatus,
            wasSignalled: process.terminationReason == .uncaughtSignal,
            standardOutput: await standardOutput.value,
            standardError: await standardError.value
        )
    }

    /// Reads to end of file on a thread of its own: the read blocks, and a blocked cooperative
    /// thread would starve the stand-in API serving this very child.
    private static func drain(_ handle: FileHandle) async -> Data {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: handle.readDataToEndOfFile())
            }
        }
    }
}
