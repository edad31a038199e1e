import Foundation
import NIOConcurrencyHelpers

/// The mirror's encoded answers (`EncodedMirrorAnswer`) by normalized request, kept in memory
/// under a byte cap (least recently used out first), so a warm route costs no database read, no
/// JSON encoding, no hash and no compression. Like the image route's answers, they belong to one
/// generation of the cache and are all dropped once it moves (a sync, a read-through save, a
/// validation, a clear). An answer is also kept no longer than `maxAge` by the app's clock: an
/// answer from the cache stands for data that the 7-day rule will expire without any write, and
/// one that an unreachable API made the cache stand in for should be asked again soon.
final class MirrorAnswerCache: Sendable {
    /// 16 MiB: every page and item of the three resources twice over, far below the server's budget.
    static let defaultMaxBytes = 16 * 1024 * 1024
    static let defaultMaxAge: TimeInterval = 10
    /// Request targets remembered at most, and the longest remembered (2 MiB at the very most;
    /// a target is a few dozen bytes as a rule); past this many, they start over.
    static let maxTargets = 4_096
    static let maxTargetLength = 512

    /// A request as its answer depends on it: the base every URL starts with, and the route
    /// with its query in canonical form (`MirrorController`).
    struct Key: Hashable, Sendable {
        let base: String
        let route: String
    }

    private struct Entry {
        let answer: EncodedMirrorAnswer
        let keptAt: Date
        let byteCount: Int
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        /// Request targets as they came (`/api/character?page=1&x=y`) to the key their answer is
        /// kept under: a target seen before is answered without reading its path or query.
        var targets: [String: Key] = [:]
        var generation: UInt64 = 0
        var totalBytes = 0
        var clock: UInt64 = 0

        /// Brings the kept answers to `current`; `false` when `current` is older than what is kept.
        mutating func moveTo(_ current: UInt64) -> Bool {
            guard current != generation else { return true }
            guard current > generation else { return false }
            entries.removeAll()
            targets.removeAll()
            totalBytes = 0
            generation = current
            return true
        }

        mutating func remove(_ key: Key) {
            guard let entry = entries.removeValue(forKey: key) else { return }
            totalBytes -= entry.byteCount
        }
    }

    let maxBytes: Int
    let maxAge: TimeInterval
    private let state = NIOLockedValueBox(State())

    init(maxBytes: Int = MirrorAnswerCache.defaultMaxBytes, maxAge: TimeInterval = MirrorAnswerCache.defaultMaxAge) {
        self.maxBytes = maxBytes
        self.maxAge = maxAge
    }

    /// The bytes the kept answers are counted as (`EncodedMirrorAnswer.keptByteCount`).
    var totalBytes: Int { state.withLockedValue { $0.totalBytes } }

    /// The answer kept for `key` at this `generation` of the cache, when it is younger than `maxAge` at `now`.
    func answer(for key: Key, generation: UInt64, now: Date) -> EncodedMirrorAnswer? {
        state.withLockedValue { state in
            guard state.moveTo(generation) else { return nil }
            return lookUp(key, in: &state, now: now)
        }
    }

    /// The answer kept for a request `target` (path and query as they came) that was answered
    /// before under `base`, at this `generation` and younger than `maxAge`.
    func answer(forTarget target: String, base: String, generation: UInt64, now: Date) -> EncodedMirrorAnswer? {
        state.withLockedValue { state in
            guard state.moveTo(generation), let key = state.targets[target], key.base == base else { return nil }
            return lookUp(key, in: &state, now: now)
        }
    }

    private func lookUp(_ key: Key, in state: inout State, now: Date) -> EncodedMirrorAnswer? {
        guard var entry = state.entries[key] else { return nil }
        let age = now.timeIntervalSince(entry.keptAt)
        guard age >= 0, age < maxAge else {
            state.remove(key)
            return nil
        }
        state.clock += 1
        entry.lastUse = state.clock
        state.entries[key] = entry
        return entry.answer
    }

    /// Keeps `answer`, made from the cache as it was at `generation`, when it may be kept. Past
    /// the cap, the least recently used answers go until a quarter of the cap is free, so a
    /// stream of distinct requests sorts the entries once per many requests, not once each.
    func keep(_ answer: EncodedMirrorAnswer, for key: Key, target: String? = nil, generation: UInt64, now: Date) {
        let size = answer.keptByteCount + key.base.utf8.count + key.route.utf8.count
        guard answer.mayBeKept, size <= maxBytes / 4 else { return }
        state.withLockedValue { state in
            guard state.moveTo(generation) else { return }
            state.remove(key)
            if state.totalBytes + size > maxBytes {
                let goal = maxBytes - maxBytes / 4
                for (old, _) in state.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse })
                where state.totalBytes + size > goal {
                    state.remove(old)
                }
            }
            state.clock += 1
            state.entries[key] = Entry(answer: answer, keptAt: now, byteCount: size, lastUse: state.clock)
            state.totalBytes += size
            if let target, target.utf8.count <= Self.maxTargetLength {
                if state.targets.count >= Self.maxTargets { state.targets.removeAll() }
                state.targets[target] = key
            }
        }
    }
}
