import Foundation

/// Image bytes by URL under a size cap, evicting the least recently used (inserted or
/// retrieved) images to make room. An image bigger than the cap is refused loudly rather than
/// evicting everything for something that cannot fit anyway.
struct ImageLRU: Sendable {
    private struct Entry: Sendable {
        let data: Data
        var lastAccess: UInt64
    }

    let maxBytes: Int
    private var entries: [URL: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var totalBytes = 0

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    var count: Int { entries.count }

    mutating func insert(_ data: Data, for url: URL) throws {
        guard data.count <= maxBytes else { throw ImageCacheError.tooLarge(bytes: data.count, limit: maxBytes) }

        if let previous = entries.removeValue(forKey: url) { totalBytes -= previous.data.count }
        evict(toFit: data.count)
        entries[url] = Entry(data: data, lastAccess: tick())
        totalBytes += data.count
    }

    mutating func retrieve(for url: URL) -> Data? {
        guard var entry = entries[url] else { return nil }
        entry.lastAccess = tick()
        entries[url] = entry
        return entry.data
    }

    func storedURLs(among urls: Set<URL>) -> Set<URL> {
        urls.filter { entries[$0] != nil }
    }

    private mutating func evict(toFit incoming: Int) {
        let oldestFirst = entries.sorted { $0.value.lastAccess < $1.value.lastAccess }
        for (url, entry) in oldestFirst where totalBytes + incoming > maxBytes {
            entries[url] = nil
            totalBytes -= entry.data.count
        }
    }

    private mutating func tick() -> UInt64 {
        clock += 1
        return clock
    }
}
