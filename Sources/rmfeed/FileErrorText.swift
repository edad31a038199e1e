import Foundation

/// What went wrong with a file, in words ("is a directory", "no space left on device"), instead
/// of Foundation's "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
enum FileErrorText {
    static func reason(errno code: Int32) -> String {
        switch code {
        case EISDIR: "is a directory"
        case EACCES, EPERM: "permission denied"
        case ENOSPC, EDQUOT: "no space left on device"
        case ENOENT: "no such folder"
        case ENOTDIR: "a part of the path is not a folder"
        case EROFS: "read-only file system"
        case EFBIG: "file too large"
        case ELOOP: "too many symbolic links"
        case ENAMETOOLONG: "file name too long"
        case ENXIO: "no reader on the other end"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The words for a Foundation or POSIX error; any other error's own description.
    static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return reason(errno: posix.code.rawValue) }
        // On Linux the underlying error is a Swift POSIXError: `as? NSError` does not find it.
        let nsError = error as NSError
        let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        if let posix = [nsError, underlying].first(where: { $0?.domain == NSPOSIXErrorDomain }) ?? nil {
            return reason(errno: Int32(posix.code))
        }
        if let cocoa = error as? CocoaError, let code = posixCode(of: cocoa.code) {
            return reason(errno: code)
        }
        return "\(error)"
    }

    private static func posixCode(of code: CocoaError.Code) -> Int32? {
        switch code {
        case .fileNoSuchFile, .fileReadNoSuchFile: ENOENT
        case .fileWriteNoPermission, .fileReadNoPermission: EACCES
        case .fileWriteOutOfSpace: ENOSPC
        case .fileWriteVolumeReadOnly: EROFS
        default: nil
        }
    }
}
