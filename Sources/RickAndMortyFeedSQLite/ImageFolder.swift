import Crypto
import Foundation

/// The folder of image files beside the database, `NAME-images/` next to the file `NAME` (as
/// its `-wal` and `-shm` are), so it is plainly the cache's own and never a folder of someone
/// else's that sweeping could empty. Each file is named by the SHA-256 of its bytes; a file is
/// written to a temporary name in the folder and renamed into place, so a name only ever holds
/// whole bytes. Only names the folder itself makes are ever swept (`isImageName`, `isTemporaryName`).
struct ImageFolder: Sendable {
    static let temporaryPrefix = ".tmp-"

    let url: URL
    var path: String { url.path }

    init(databaseURL: URL) {
        url = URL(fileURLWithPath: databaseURL.path + "-images", isDirectory: true)
    }

    /// The lowercase hex SHA-256 of `data`: its file's name.
    static func name(of data: Data) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in SHA256.hash(data: data) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    static func isImageName(_ name: String) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(temporaryPrefix)
    }

    func filePath(_ name: String) -> String { path + "/" + name }

    /// Puts `data` in place as `name`, unless a file of that name and size is there already
    /// (the name is the content's hash). No fsync: the rows are committed without one too
    /// (`synchronous = NORMAL`), so a killed process loses neither, and after a power cut a file
    /// left short is found by its size and counts as a miss (see `contents`).
    func put(_ data: Data, as name: String) throws {
        if size(of: name) == data.count { return }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let temporary = filePath(Self.temporaryPrefix + UUID().uuidString)
        do {
            try Self.create(temporary, with: data)
            guard rename(temporary, filePath(name)) == 0 else { throw Self.lastError() }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// The size of the regular file `name`; `nil` when there is none.
    func size(of name: String) -> Int? {
        var status = stat()
        guard stat(filePath(name), &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// The bytes of `name`; `nil` when it is missing or not `size` bytes long (cut short).
    func contents(of name: String, size expected: Int) throws -> Data? {
        let descriptor = open(filePath(name), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw Self.lastError()
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Self.lastError() }
        guard Int(status.st_size) == expected else { return nil }
        var data = Data(count: expected)
        let done = try data.withUnsafeMutableBytes { buffer -> Int in
            var done = 0
            while done < expected, let base = buffer.baseAddress {
                let count = read(descriptor, base + done, expected - done)
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else { throw Self.lastError() }
                if count == 0 { break }
                done += count
            }
            return done
        }
        return done == expected ? data : nil
    }

    func remove(_ name: String) {
        unlink(filePath(name))
    }

    /// Every entry of the folder with its size and modification time; empty when there is no folder.
    func entries() -> [(name: String, size: Int, modified: Date)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.compactMap { name in
            var status = stat()
            guard stat(filePath(name), &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            let modified = Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec))
            return (name, Int(status.st_size), modified)
        }
    }

    /// The bytes of every file in the folder, for `cache info`.
    func totalBytes() -> Int {
        entries().reduce(0) { $0 + $1.size }
    }

    /// Removes the folder and what it holds (`cache clear`, a corrupt database replaced).
    func removeAll() throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        try FileManager.default.removeItem(at: url)
    }

    private static func create(_ path: String, with data: Data) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw lastError() }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count, let base = buffer.baseAddress {
                let count = write(descriptor, base + done, buffer.count - done)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { throw lastError() }
                done += count
            }
        }
    }

    static func lastError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
