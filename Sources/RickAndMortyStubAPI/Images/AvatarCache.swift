import NIOConcurrencyHelpers

/// Generated avatars kept in memory up to a byte budget, so serving is fast without holding
/// every PNG for ever (about 41 KB each). The oldest entries go first.
final class AvatarCache: Sendable {
    private struct State {
        var entries: [Int: [UInt8]] = [:]
        var order: [Int] = []
        var bytes = 0
    }

    private let budget: Int
    private let state = NIOLockedValueBox(State())

    init(budgetBytes: Int) {
        budget = budgetBytes
    }

    func avatar(id: Int) -> [UInt8]? {
        if let cached = state.withLockedValue({ $0.entries[id] }) { return cached }
        // Generate outside the lock: two requests racing for one id just both generate it.
        guard let generated = StubAvatars.bytes(id: id) else { return nil }
        state.withLockedValue { state in
            guard state.entries[id] == nil, generated.count <= budget else { return }
            while state.bytes + generated.count > budget, !state.order.isEmpty {
                let evicted = state.order.removeFirst()
                state.bytes -= state.entries.removeValue(forKey: evicted)?.count ?? 0
            }
            state.entries[id] = generated
            state.order.append(id)
            state.bytes += generated.count
        }
        return generated
    }
}
