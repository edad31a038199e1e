import NIOConcurrencyHelpers
import Testing

/// Checks, when each test of a suite ends, that every object the test registered with
/// `trackForMemoryLeaks` has been deallocated (the Essential Feed habit, for Swift Testing).
///
///     @Suite(.trackingMemoryLeaks) struct RemoteLoaderTests { … }
public struct LeakTrackingTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }
        let tracker = LeakTracker()
        try await LeakTracker.$current.withValue(tracker) {
            try await function()
        }
        tracker.verify()
    }
}

extension Trait where Self == LeakTrackingTrait {
    /// Fails a test that leaves behind an object it registered with `trackForMemoryLeaks`.
    public static var trackingMemoryLeaks: Self { LeakTrackingTrait() }
}

/// Registers `instance` to be checked for deallocation when the current test ends.
public func trackForMemoryLeaks(_ instance: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let tracker = LeakTracker.current else {
        Issue.record("trackForMemoryLeaks needs the .trackingMemoryLeaks trait on the suite", sourceLocation: sourceLocation)
        return
    }
    tracker.track(instance, sourceLocation: sourceLocation)
}

final class LeakTracker: Sendable {
    @TaskLocal static var current: LeakTracker?

    private struct Entry: @unchecked Sendable {
        weak var instance: AnyObject?
        let description: String
        let sourceLocation: SourceLocation
    }

    private let entries = NIOLockedValueBox<[Entry]>([])

    func track(_ instance: AnyObject, sourceLocation: SourceLocation) {
        let entry = Entry(instance: instance, description: String(describing: type(of: instance)), sourceLocation: sourceLocation)
        entries.withLockedValue { $0.append(entry) }
    }

    func verify() {
        for entry in entries.withLockedValue({ $0 }) where entry.instance != nil {
            Issue.record("\(entry.description) should have been deallocated: potential memory leak", sourceLocation: entry.sourceLocation)
        }
    }
}
