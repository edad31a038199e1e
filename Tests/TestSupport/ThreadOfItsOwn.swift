import Foundation

/// Runs `body`, which blocks its thread (a socket, a pipe, a file lock), on a thread of its own,
/// and waits for it suspended: a blocked thread of Swift's task pool (about one a core) would
/// starve the servers, stores and child processes under test, which run in this process or are
/// served by it. Throws what `body` throws; a `body` that cannot throw needs no `try`.
public func onThreadOfItsOwn<T: Sendable, Failure: Error>(
    _ body: @escaping @Sendable () throws(Failure) -> T
) async throws(Failure) -> T {
    let result: Result<T, Failure> = await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: Result(catching: body)) }
    }
    return try result.get()
}
