import Foundation
import NIOConcurrencyHelpers

/// Every byte the tool writes to standard output or standard error goes through here. A reader
/// that went away (`rmfeed image 1 --output - | true`, `rmfeed sync 2>&1 | head -2`) ends the
/// tool quietly, as it ends `cat`: FileHandle's `write` traps on EPIPE (exit 132), and `print`
/// would go on into a pipe nobody reads. SIGPIPE is ignored (`RMFeed.main`), so a write returns
/// EPIPE here instead of killing the process wherever it is.
enum StandardStream: Sendable {
    case output, error

    /// The status after the reader went away: what a shell reports for `cat` in the same pipe
    /// (128 + SIGPIPE), so `set -o pipefail` scripts see what they see with any tool, and a sync
    /// cut short never looks finished.
    static let closedPipeStatus: Int32 = 141

    /// Whole writes, never interleaved: a progress line and a log line from another task.
    private static let lock = NIOLock()

    func write(_ text: String) {
        write(Data(text.utf8))
    }

    func writeLine(_ line: String) {
        write(Data((line + "\n").utf8))
    }

    func write(_ data: Data) {
        let failure = Self.lock.withLock { writeAll(data) }
        guard let failure else { return }
        if failure == EPIPE { Self.stopQuietly() }
        // Standard error that cannot be written (closed with `2>&-`) has nowhere to say so; a
        // standard output that cannot be written (`> /dev/full`) fails the command, as `cat` does.
        guard self == .output else { return }
        Self.error.writeLine("rmfeed: could not write to standard output: \(FileErrorText.reason(errno: failure))")
        Self.exit(1)
    }

    /// `nil` once every byte is written, else the `errno` of the write that failed.
    private func writeAll(_ data: Data) -> Int32? {
        let descriptor = self == .output ? STDOUT_FILENO : STDERR_FILENO
        return data.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                    continue
                }
                switch errno {
                case EINTR:
                    continue
                case EAGAIN, EWOULDBLOCK:
                    // A non-blocking descriptor inherited from the shell: wait until it takes more.
                    var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&waiting, 1, -1)
                case let failure:
                    return failure
                }
            }
            return nil
        }
    }

    /// Ends the process now, with no message: the reader is gone. The cache is safe to leave at
    /// any moment (one transaction per save, WAL), as a kill during a sync shows.
    static func stopQuietly() -> Never {
        exit(closedPipeStatus)
    }

    /// `_exit` rather than `exit`: other tasks may be in the middle of the cache, and `exit` would
    /// run the process's destructors under them.
    private static func exit(_ status: Int32) -> Never {
        fflush(nil)
        _exit(status)
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    StandardStream.error.writeLine(message)
}

/// Writes a line to standard output.
func printOutput(_ line: String) {
    StandardStream.output.writeLine(line)
}
