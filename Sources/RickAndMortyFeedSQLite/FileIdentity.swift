import Foundation

/// Which file a path names right now (device and inode), so a store can tell that its file
/// was deleted or replaced behind its back. `nil` when nothing is at the path.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
