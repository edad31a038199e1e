// With the Swift runtime linked in (`--static-swift-stdlib`) `stat` is CoreFoundation's, and the
// `S_IF…` names are declared twice, so they are Glibc's by name.
import CoreFoundation
import Foundation
import Glibc

/// Where `--output PATH` writes, decided by what PATH is, as `curl -o` does. A regular file (or
/// a new name) is replaced atomically through a temporary file beside it, so a reader never sees
/// half an image; a device, a FIFO or a socket is opened and written, never replaced (renaming
/// over `/dev/full` as root turned the device into a JPEG file); a symbolic link is followed to
/// its target, which is then treated by its own kind; a directory is an error. Nothing is created
/// or renamed except the target and its temporary file, which is removed when the write fails.
enum OutputFile {
    struct WriteError: Error, CustomStringConvertible {
        let path: String
        let reason: String

        var description: String { "Could not write \(path): \(reason)" }
    }

    static func write(_ data: Data, to path: String) throws(WriteError) {
        func failure(_ code: Int32) -> WriteError { WriteError(path: path, reason: FileErrorText.reason(errno: code)) }
        let target = try resolvingSymbolicLinks(path).get(orThrow: failure)
        switch target.kind {
        case nil: try replaceAtomically(target.path, with: data, keeping: nil).get(orThrow: failure)
        case Glibc.S_IFREG: try replaceAtomically(target.path, with: data, keeping: target.status).get(orThrow: failure)
        case Glibc.S_IFDIR: throw failure(EISDIR)
        default: try writeInPlace(target.path, data).get(orThrow: failure)
        }
    }

    /// A path with no symbolic link left, and what is there (`nil`: nothing yet).
    private struct Target {
        let path: String
        let status: stat?
        var kind: mode_t? { status.map { $0.st_mode & Glibc.S_IFMT } }
    }

    private static func resolvingSymbolicLinks(_ path: String) -> Outcome<Target> {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                return errno == ENOENT ? .success(Target(path: current, status: nil)) : .failure(errno)
            }
            guard status.st_mode & Glibc.S_IFMT == Glibc.S_IFLNK else { return .success(Target(path: current, status: status)) }
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = buffer.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { characters in
                    characters.baseAddress.map { readlink(current, $0, characters.count - 1) } ?? -1
                }
            }
            guard length >= 0 else { return .failure(errno) }
            let destination = String(decoding: buffer[0..<length], as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
        }
        return .failure(ELOOP)
    }

    /// Writes a temporary file in the target's folder and renames it over the target. A file that
    /// was there keeps its permissions and, where allowed, its owner.
    private static func replaceAtomically(_ path: String, with data: Data, keeping previous: stat?) -> Outcome<Void> {
        let name = path.split(separator: "/").last.map(String.init) ?? "output"
        let temporary = folder(of: path) + "/.\(name).rmfeed-\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp"
        let permissions = previous.map { $0.st_mode & 0o7777 } ?? 0o666
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { return .failure(errno) }
        var failed: Int32?
        if let previous {
            if fchmod(descriptor, previous.st_mode & 0o7777) != 0 { failed = errno }
            _ = fchown(descriptor, previous.st_uid, previous.st_gid)
        }
        if failed == nil { failed = writeAll(descriptor, data) }
        if failed == nil, fsync(descriptor) != 0 { failed = errno }
        if close(descriptor) != 0, failed == nil { failed = errno }
        if failed == nil, rename(temporary, path) != 0 { failed = errno }
        guard let failed else { return .success(()) }
        unlink(temporary)
        return .failure(failed)
    }

    /// Devices, FIFOs and sockets: opened as they are (a FIFO waits for its reader, as with curl).
    private static func writeInPlace(_ path: String, _ data: Data) -> Outcome<Void> {
        let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(errno) }
        var failed = writeAll(descriptor, data)
        if close(descriptor) != 0, failed == nil { failed = errno }
        return failed.map { .failure($0) } ?? .success(())
    }

    /// `nil` once every byte is written, else the `errno` of the write that failed.
    private static func writeAll(_ descriptor: Int32, _ data: Data) -> Int32? {
        data.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written == 0 || errno != EINTR {
                    return written == 0 ? EIO : errno
                }
            }
            return nil
        }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A step's result with its `errno`, so each step says what failed in the system's own terms.
    private enum Outcome<Value> {
        case success(Value)
        case failure(Int32)

        func get(orThrow error: (Int32) -> WriteError) throws(WriteError) -> Value {
            switch self {
            case let .success(value): value
            case let .failure(code): throw error(code)
            }
        }
    }
}
