import Foundation
import ServiceLifecycle
#if canImport(Glibc)
import Glibc
#endif

/// Freed memory given back to the system once a burst is over, while the server runs. glibc
/// keeps what threads freed in their arenas for reuse, so after 2000 connections at once `serve`
/// stayed at its peak resident size long after they had gone. Every `interval`, while the
/// process is resident above `threshold`, `malloc_trim(0)` hands the arenas' free pages back: a
/// quiet server shrinks within a second or two, and a busy one pays one pass over its arenas a
/// second. It stops with the server.
struct MemoryReturnService: Service {
    static let defaultThreshold = 96 * 1024 * 1024

    var interval: Duration = .seconds(1)
    var threshold = MemoryReturnService.defaultThreshold

    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                try await Task.sleep(for: interval)
                if let resident = Self.residentBytes(), resident > threshold { Self.giveBack() }
            }
        }
    }

    /// The process's resident size, from `/proc/self/statm`; `nil` where there is none.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Hands the allocator's free pages back to the system.
    static func giveBack() {
        _ = mallocTrim?(0)
    }

    /// glibc's `malloc_trim`, which Swift's Glibc module leaves out (it is in `malloc.h`); `nil`
    /// under another C library, and under a sanitizer, whose allocator replaces glibc's: trimming
    /// glibc's arenas that were never set up crashes there.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        let process = UnsafeMutableRawPointer(bitPattern: 0)
        let sanitizers: [String] = ["__tsan_init", "__asan_init", "__msan_init"]
        guard sanitizers.allSatisfy({ dlsym(process, $0) == nil }),
              let symbol = dlsym(process, "malloc_trim")
        else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()
}
