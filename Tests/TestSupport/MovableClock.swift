import Foundation
import Synchronization

/// The test's "now", shared with the objects it builds and moved by the test.
public final class MovableClock: Sendable {
    private let date: Mutex<Date>

    public init(_ date: Date) { self.date = Mutex(date) }

    public var now: Date { date.withLock { $0 } }

    public func advance(by seconds: TimeInterval) {
        date.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
