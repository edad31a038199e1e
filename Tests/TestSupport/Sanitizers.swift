#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which sanitizer this test process was built with (`swift test --sanitize=…`), found by the
/// runtime's own entry point, so a test can skip what a sanitizer's runtime cannot survive and
/// allow for its slowness.
public enum Sanitizer {
    public static let thread = hasSymbol("__tsan_init")
    public static let address = hasSymbol("__asan_init")
    public static var any: Bool { thread || address }

    /// How much longer a guard against a hang should wait: instrumented code runs several
    /// times slower, and a child process built with it too.
    public static var slowdown: Int { thread ? 6 : address ? 3 : 1 }

    private static func hasSymbol(_ name: String) -> Bool {
        guard let handle = dlopen(nil, RTLD_NOW) else { return false }
        defer { dlclose(handle) }
        return dlsym(handle, name) != nil
    }
}
