import Foundation
import NIOConcurrencyHelpers

/// The test's "now", shared with the objects it builds and moved by the test.
public final class MovableClock: Sendable {
    private let date: NIOLockedValueBox<Date>

    public init(_ date: Date) { self.date = NIOLockedValueBox(date) }

    public var now: Date { date.withLockedValue { $0 } }

    public func advance(by seconds: TimeInterval) {
        date.withLockedValue { $0 = $0.addingTimeInterval(seconds) }
    }
}
