/// Polls `condition` until it holds; `false` once `timeout` has passed. The timeout only guards
/// against a hang: no test asserts how long anything took.
public func eventually(
    timeout: Duration = .seconds(60),
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
