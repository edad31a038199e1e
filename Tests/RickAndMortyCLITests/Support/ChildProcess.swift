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

    /// Which of the child's standard streams is a pipe whose reader is already gone, as in
    /// `rmfeed image 1 --output - | true` (what the child writes there is lost, and read as empty).
    enum ClosedPipe: Sendable {
        case none, output, error
    }

    init(executable: URL, arguments: [String], environment: [String: String], closedPipe: ClosedPipe = .none) throws {
        let process = Process()
        let output = Pipe()
        let error = Pipe()
        let (exited, exit) = AsyncStream<Void>.makeStream()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let readerless = closedPipe == .none ? nil : try Self.pipeWithoutReader()
        process.standardOutput = closedPipe == .output ? readerless : output
        process.standardError = closedPipe == .error ? readerless : error
        process.terminationHandler = { _ in
            exit.yield()
            exit.finish()
        }
        try process.runOneLaunchAtATime()
        try? readerless?.close()
        // The parent's write ends must go too, or the drains below would wait for them forever.
        if closedPipe == .output { try output.fileHandleForWriting.close() }
        if closedPipe == .error { try error.fileHandleForWriting.close() }
        self.arguments = arguments
        self.process = process
        self.exited = exited
        standardOutput = Task { await Self.drain(output.fileHandleForReading) }
        standardError = Task { await Self.drain(error.fileHandleForReading) }
    }

    /// The write end of a pipe whose read end is closed before the child starts, so the child's
    /// very first write meets EPIPE, however little it writes.
    private static func pipeWithoutReader() throws -> FileHandle {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        close(ends[0])
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
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
        await onThreadOfItsOwn { handle.readDataToEndOfFile() }
    }
}
