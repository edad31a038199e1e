import Foundation

/// Lets one process at a time open the cache file: inspect it, create it, migrate it. GRDB's
/// migrator reads which migrations a file has before it takes SQLite's write lock, so two
/// processes opening a new file at once (`rmfeed serve` and a command started beside it) both
/// ran the first migration; one failed, and its half-made schema could be judged not rmfeed's.
///
/// The lock is `flock` on the cache folder itself: no extra file, and never a lock on the
/// database file, whose descriptors SQLite's own (fcntl) locks depend on. A holder that does not
/// let go within `patience` (a stopped process) is not waited for: the open goes ahead unguarded,
/// as it did before.
enum CacheFolderLock {
    static func whileHeld<T>(on folder: URL, patience: Duration = .seconds(10), _ body: () throws -> T) throws -> T {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + patience
        var held = flock(descriptor, LOCK_EX | LOCK_NB) == 0
        while !held, errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline {
            usleep(2_000)
            held = flock(descriptor, LOCK_EX | LOCK_NB) == 0
        }
        defer { if held { flock(descriptor, LOCK_UN) } }
        return try body()
    }
}
