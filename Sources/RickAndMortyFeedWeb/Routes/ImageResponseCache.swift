import NIOConcurrencyHelpers

/// The image route's answers for images served from the cache, by character id, kept in memory
/// under a byte cap (least recently used out first): a hot image then costs no database read,
/// no hash and no copy. Each answer is stamped with the cache's change count when it was read
/// and is not served once the cache has changed, so memory never shows what the cache no longer
/// holds.
final class ImageResponseCache: Sendable {
    /// 32 MiB: a few thousand avatars, far below what the server may use.
    static let defaultMaxBytes = 32 * 1024 * 1024

    private struct Entry {
        let response: ImageResponse
        let generation: UInt64
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        var totalBytes = 0
        var clock: UInt64 = 0
    }

    let maxBytes: Int
    private let state = NIOLockedValueBox(State())

    init(maxBytes: Int = ImageResponseCache.defaultMaxBytes) {
        self.maxBytes = maxBytes
    }

    /// The kept answer for `id`, when it was read at this `generation` of the cache.
    func response(forCharacter id: Int, generation: UInt64) -> ImageResponse? {
        state.withLockedValue { state in
            guard var entry = state.entries[id] else { return nil }
            guard entry.generation == generation else {
                state.entries[id] = nil
                state.totalBytes -= entry.response.byteCount
                return nil
            }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[id] = entry
            return entry.response
        }
    }

    /// Keeps `response`, read from the cache at `generation`, evicting answers of older
    /// generations first, then the least recently used, to stay under the cap.
    func keep(_ response: ImageResponse, forCharacter id: Int, generation: UInt64) {
        let size = response.byteCount
        guard size <= maxBytes else { return }
        state.withLockedValue { state in
            if let previous = state.entries.removeValue(forKey: id) {
                state.totalBytes -= previous.response.byteCount
            }
            if state.totalBytes + size > maxBytes {
                let evictionOrder = state.entries.sorted { lhs, rhs in
                    (lhs.value.generation == generation ? 1 : 0, lhs.value.lastUse) < (rhs.value.generation == generation ? 1 : 0, rhs.value.lastUse)
                }
                for (key, entry) in evictionOrder where state.totalBytes + size > maxBytes {
                    state.entries[key] = nil
                    state.totalBytes -= entry.response.byteCount
                }
            }
            state.clock += 1
            state.entries[id] = Entry(response: response, generation: generation, lastUse: state.clock)
            state.totalBytes += size
        }
    }
}
