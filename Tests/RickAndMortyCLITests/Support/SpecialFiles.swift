import Foundation
import CDispatch // on Linux the clang importer may file struct stat under Dispatch's C module
import Glibc
import TestSupport

/// FIFOs, device nodes and symbolic links for the `--output` tests, made with the system calls
/// themselves, and what a path is afterwards.
enum SpecialFiles {
    enum Kind: Equatable {
        case regularFile, directory, symbolicLink, fifo, characterDevice, other, missing
    }

    /// What is at `path`, without following a symbolic link.
    static func kind(_ path: String) -> Kind {
        var status = Glibc.stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        default: return .other
        }
    }

    static func permissions(_ path: String) -> mode_t? {
        var status = Glibc.stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    static func makeFIFO(_ path: String) throws {
        guard mkfifo(path, 0o644) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    static func makeSymbolicLink(_ path: String, to destination: String) throws {
        guard symlink(destination, path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// A character device in the test's own folder with the numbers of `/dev/null` (1, 3) or
    /// `/dev/full` (1, 7), so that a broken `--output` can only replace the test's node, never the
    /// machine's device (as root it would). Without the right to make one (not root), the
    /// machine's own device, which only root could replace.
    static func characterDevice(in folder: URL, named name: String, minor: UInt32) -> String {
        let path = folder.appendingPathComponent(name).path
        guard mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | minor)) == 0 else { return "/dev/\(name)" }
        return path
    }

    /// Reads a FIFO from before its writer opens it until the writer closes it, on a thread of its
    /// own (the reads block the thread). Gives up after `timeout` when no writer ever comes.
    static func readFIFO(_ path: String, timeout: TimeInterval = 60) async -> Data {
        await onThreadOfItsOwn {
            // Non-blocking, so that opening does not wait for a writer that never comes.
            let descriptor = open(path, O_RDONLY | O_NONBLOCK)
            guard descriptor >= 0 else { return Data() }
            defer { close(descriptor) }
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0 {
                    data.append(contentsOf: buffer[0..<count])
                } else if count == 0, !data.isEmpty {
                    break // the writer wrote and closed
                } else {
                    usleep(20_000) // no writer yet, or nothing to read yet
                }
            }
            return data
        }
    }
}
