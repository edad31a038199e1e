/// Polls `condition` until it holds; `false` once `timeout` has passed. The timeout only guards
/// against a hang: no test asserts how long anything took. Under a sanitizer every process is
/// several times slower (a server started by a CLI test took about a minute to listen under
/// ThreadSanitizer in CI), so the default scales with it.
public func eventually(
    timeout: Duration = .seconds(60 * Sanitizer.slowdown),
    every interval: Duration = .milliseconds(10),
    _ condition: () async -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: interval)
    }
    return await condition()
}
