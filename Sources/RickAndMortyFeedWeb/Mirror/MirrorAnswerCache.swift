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

    /// Both stores under one lock, so a hit by target takes it once.
    private struct State {
        var answers: GenerationStampedEntries<Key, EncodedMirrorAnswer>
        /// Request targets as they came (`/api/character?page=1&x=y`) to the key their answer is
        /// kept under: a target seen before is answered without reading its path or query.
        var targets = GenerationStampedEntries<String, Key>(limits: .entries(MirrorAnswerCache.maxTargets))
    }

    let maxBytes: Int
    let maxAge: TimeInterval
    private let state: NIOLockedValueBox<State>

    /// Past the cap, the least recently used answers go until a quarter of the cap is free
    /// (`CacheLimits.bytes`); an answer of more than a quarter of the cap is not kept. Answers
    /// live from `maxAge` down to half of it, in turn (`CacheLimits.ageSpread`), so answers
    /// kept at one moment (a warm-up, a client walking every page) are not all made again at one
    /// moment, with every connection waiting on a database read at once.
    init(maxBytes: Int = MirrorAnswerCache.defaultMaxBytes, maxAge: TimeInterval = MirrorAnswerCache.defaultMaxAge) {
        self.maxBytes = maxBytes
        self.maxAge = maxAge
        let limits = CacheLimits.bytes(maxBytes, maxValueBytes: maxBytes / 4, maxAge: maxAge, ageSpread: 0.5)
        state = NIOLockedValueBox(State(answers: GenerationStampedEntries(limits: limits)))
    }

    /// The bytes the kept answers are counted as (`EncodedMirrorAnswer.keptByteCount`).
    var totalBytes: Int { state.withLockedValue { $0.answers.totalCost } }

    /// The answer kept for `key` at this `generation` of the cache, when it is younger than `maxAge` at `now`.
    func answer(for key: Key, generation: UInt64, now: Date) -> EncodedMirrorAnswer? {
        state.withLockedValue { $0.answers.value(forKey: key, generation: generation, now: now) }
    }

    /// The answer kept for a request `target` (path and query as they came) that was answered
    /// before under `base`, at this `generation` and younger than `maxAge`.
    func answer(forTarget target: String, base: String, generation: UInt64, now: Date) -> EncodedMirrorAnswer? {
        state.withLockedValue { state in
            guard let key = state.targets.value(forKey: target, generation: generation), key.base == base else { return nil }
            return state.answers.value(forKey: key, generation: generation, now: now)
        }
    }

    /// Keeps `answer`, made from the cache as it was at `generation`, when it may be kept, and
    /// remembers `target` as asking for it.
    func keep(_ answer: EncodedMirrorAnswer, for key: Key, target: String? = nil, generation: UInt64, now: Date) {
        guard answer.mayBeKept else { return }
        let size = answer.keptByteCount + key.base.utf8.count + key.route.utf8.count
        state.withLockedValue { state in
            guard state.answers.keep(answer, forKey: key, cost: size, generation: generation, now: now),
                  let target, target.utf8.count <= Self.maxTargetLength else { return }
            state.targets.keep(key, forKey: target, generation: generation)
        }
    }
}
