import Foundation
import Logging

/// The per-installation secret of the web's library toggles (the CSRF token): 256 random bits
/// from the system's generator, as 64 hex digits, kept in the library's data folder in a file
/// only its owner can read (0600). It is made once: written whole to a temporary file, then
/// linked to its name, so two processes starting at once both end up with the first one's, and
/// nobody ever reads half a token. A file that does not hold a token is replaced the same way,
/// and so is one that others could read or that someone else owns: its token is no secret.
public enum InstallationToken {
    public static let fileName = "csrf-token"

    /// The token in `folder`, made there the first time; `logger` hears of an exposed one replaced.
    public static func loadOrCreate(in folder: URL, logger: Logger? = nil) throws -> String {
        let file = folder.appendingPathComponent(fileName)
        if let existing = read(file) {
            if isPrivate(file) { return existing }
            logger?.warning("the web's library token could be read by others; a new one replaces it", metadata: ["file": "\(file.path)"])
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let token = make()
        let temporary = folder.appendingPathComponent(".\(fileName).\(UUID().uuidString)")
        try writeNew(token, to: temporary)
        defer { unlink(temporary.path) }
        if link(temporary.path, file.path) == 0 { return token }
        guard errno == EEXIST else { throw InstallationTokenError(file: file, code: errno) }
        if let existing = read(file), isPrivate(file) { return existing }
        // There, but not a token (cut short by a crash of another version): replaced whole.
        guard rename(temporary.path, file.path) == 0 else { throw InstallationTokenError(file: file, code: errno) }
        return token
    }

    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    static func isToken(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// A regular file of this user's that nobody else may read or write (0600 or stricter).
    private static func isPrivate(_ file: URL) -> Bool {
        // FileManager's attributes are the file's own (lstat: a symbolic link is no regular
        // file), and name no `stat` field, whose module differs between kinds of build.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let owner = (attributes[.ownerAccountID] as? NSNumber)?.uint32Value,
              let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue
        else { return false }
        return owner == geteuid() && permissions & 0o077 == 0
    }

    private static func read(_ file: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: file.path),
              let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
              isToken(text)
        else { return nil }
        return text
    }

    private static func writeNew(_ token: String, to file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw InstallationTokenError(file: file, code: errno) }
        defer { close(descriptor) }
        let bytes = Array((token + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count, fsync(descriptor) == 0 else { throw InstallationTokenError(file: file, code: errno) }
    }
}

/// The token file could not be made.
public struct InstallationTokenError: Error, CustomStringConvertible {
    public let file: URL
    public let code: Int32

    public var description: String {
        "could not keep the web's token in \(file.path): \(String(cString: strerror(code)))"
    }
}
