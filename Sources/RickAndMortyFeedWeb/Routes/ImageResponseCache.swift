import NIOConcurrencyHelpers

/// The image route's answers for images served from the cache, by character id, kept in memory
/// under a byte cap (least recently used out first): a hot image then costs no database read,
/// no hash and no copy. The answers belong to one generation of the cache (its change count) and
/// are all dropped once it moves, so memory never shows what the cache no longer holds.
final class ImageResponseCache: Sendable {
    /// 32 MiB: a few thousand avatars, far below what the server may use.
    static let defaultMaxBytes = 32 * 1024 * 1024

    private struct Entry {
        let response: ImageResponse
        var lastUse: UInt64
    }

    /// Every entry was read at `generation`: the cache's generation only moves forward, so an
    /// answer read at an older one can never be served again and is dropped with all the rest.
    private struct State {
        var entries: [Int: Entry] = [:]
        var generation: UInt64 = 0
        var totalBytes = 0
        var clock: UInt64 = 0

        /// Brings the kept answers to `current`; `false` when `current` is older than what is kept.
        mutating func moveTo(_ current: UInt64) -> Bool {
            guard current != generation else { return true }
            guard current > generation else { return false }
            entries.removeAll()
            totalBytes = 0
            generation = current
            return true
        }
    }

    let maxBytes: Int
    private let state = NIOLockedValueBox(State())

    init(maxBytes: Int = ImageResponseCache.defaultMaxBytes) {
        self.maxBytes = maxBytes
    }

    /// The kept answer for `id`, when it was read at this `generation` of the cache.
    func response(forCharacter id: Int, generation: UInt64) -> ImageResponse? {
        state.withLockedValue { state in
            guard state.moveTo(generation), var entry = state.entries[id] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[id] = entry
            return entry.response
        }
    }

    /// Keeps `response`, read from the cache at `generation`, evicting the least recently used
    /// answers to stay under the cap. An answer read before the latest change is not kept.
    func keep(_ response: ImageResponse, forCharacter id: Int, generation: UInt64) {
        let size = response.byteCount
        guard size <= maxBytes else { return }
        state.withLockedValue { state in
            guard state.moveTo(generation) else { return }
            if let previous = state.entries.removeValue(forKey: id) {
                state.totalBytes -= previous.response.byteCount
            }
            if state.totalBytes + size > maxBytes {
                for (key, entry) in state.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse })
                where state.totalBytes + size > maxBytes {
                    state.entries[key] = nil
                    state.totalBytes -= entry.response.byteCount
                }
            }
            state.clock += 1
            state.entries[id] = Entry(response: response, lastUse: state.clock)
            state.totalBytes += size
        }
    }
}
