import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a connection that recovers a WAL file's index (after a crash) holds, as seen by every
/// other connection to the file, in this process too: the index's write and recovery locks,
/// and a header whose two copies differ. A reader then gets `SQLITE_BUSY_RECOVERY` and waits
/// for its busy timeout, retrying; once `end()` restores the header and lets the locks go, its
/// next try reads. Locks of an open file description (Linux `F_OFD_SETLK`), which conflict with
/// SQLite's own record locks even within one process; the offsets are SQLite's WAL-index layout
/// (two 48-byte headers, the checkpoint info, then one lock byte each: write 120, recover 122).
///
/// Closing its descriptor (`end()`) drops every POSIX record lock this process holds on the
/// `-shm` file, SQLite's own included: POSIX ties them to the process and the file, not to a
/// descriptor, and SQLite cannot know of a descriptor it did not open. This process's
/// connections then go on without the locks that keep other processes' connections in step
/// with them (the one saying the index is in use, read marks), so use it only on a file this
/// process alone uses, as a test's temporary file.
final class WALRecoveryInProgress {
    private static let setLock: Int32 = 37 // F_OFD_SETLK, <fcntl.h> with _GNU_SOURCE
    private static let writeLock: off_t = 120
    private static let recoverLock: off_t = 122
    /// The low byte of `iChange` in the header's second copy.
    private static let headerByte: off_t = 48 + 8

    private let descriptor: Int32
    private let original: UInt8
    private var ended = false

    /// Starts it on the WAL index (`-shm`) of the database at `url`, which must be open.
    init(on url: URL) throws {
        descriptor = open(url.path + "-shm", O_RDWR)
        guard descriptor >= 0 else { throw Failure.system("open", errno) }
        var byte: UInt8 = 0
        do {
            try Self.lock(descriptor, Int16(F_WRLCK), at: Self.writeLock)
            try Self.lock(descriptor, Int16(F_WRLCK), at: Self.recoverLock)
            guard pread(descriptor, &byte, 1, Self.headerByte) == 1 else { throw Failure.system("pread", errno) }
            var changed = ~byte
            guard pwrite(descriptor, &changed, 1, Self.headerByte) == 1 else { throw Failure.system("pwrite", errno) }
        } catch {
            close(descriptor)
            throw error
        }
        original = byte
    }

    deinit { end() }

    /// The recovery ends with the index as it was: the header again, then the locks let go.
    func end() {
        guard !ended else { return }
        ended = true
        var byte = original
        _ = pwrite(descriptor, &byte, 1, Self.headerByte)
        close(descriptor) // lets go of the file description's locks
    }

    private static func lock(_ descriptor: Int32, _ type: Int16, at offset: off_t) throws {
        var lock = flock()
        lock.l_type = type
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = offset
        lock.l_len = 1
        guard fcntl(descriptor, setLock, &lock) == 0 else { throw Failure.system("fcntl F_OFD_SETLK", errno) }
    }

    enum Failure: Error {
        case system(String, Int32)
    }
}
