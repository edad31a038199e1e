import Foundation

/// Bounded waits for child processes, polled rather than `waitUntilExit()`, which waited forever
/// for a child left defunct and so hung the whole test run instead of failing one test.
extension Process {
    /// Waits, for at most `timeout`, until the process has ended and Foundation has seen it end
    /// (so its termination status can be read); answers whether it did.
    public func ended(within timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while isRunning {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    /// `ended(within:)` for callers that cannot await; it blocks the calling thread.
    public func endedBlocking(within timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while isRunning {
            guard ContinuousClock.now < deadline else { return false }
            usleep(2_000)
        }
        return true
    }

    /// Kills the process and waits, for at most `timeout`, until it holds no file or lock any
    /// more (reaped, or a zombie); answers whether it came to that.
    public func killed(within timeout: Duration = .seconds(10)) async -> Bool {
        kill(processIdentifier, SIGKILL)
        let deadline = ContinuousClock.now + timeout
        while !hasEnded {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    /// Whether the process has ended: reaped, or a zombie that holds no file or lock any more.
    public var hasEnded: Bool {
        guard isRunning else { return true }
        guard let stat = try? String(contentsOfFile: "/proc/\(processIdentifier)/stat", encoding: .utf8),
              let name = stat.lastIndex(of: ")") else { return true }
        // The state letter follows the command name in parentheses and a space.
        return stat[name...].dropFirst(2).first == "Z"
    }
}
