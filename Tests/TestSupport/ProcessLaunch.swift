import Foundation
import NIOConcurrencyHelpers

extension Process {
    private static let launches = NIOLock()

    /// `run()`, one launch at a time in this test process. Foundation's `Process.run` on Linux
    /// crashed (signal 11, inside `run`) twice here while the CLI tests started children from
    /// several test tasks at once; launching is quick, so taking turns costs nothing that
    /// matters, and the children still run side by side.
    public func runOneLaunchAtATime() throws {
        try Self.launches.withLock { try run() }
    }
}
