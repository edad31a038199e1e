/// The image route's answers for images served from the cache, by character id, kept in memory
/// under a byte cap (least recently used out first, down to three quarters of the cap, as the
/// mirror's answers): a hot image then costs no database read, no hash and no copy. The answers
/// belong to one generation of the cache (its change count) and are all dropped once it moves,
/// so memory never shows what the cache no longer holds.
typealias ImageResponseCache = GenerationStampedCache<Int, ImageResponse>

extension ImageResponseCache {
    /// 64 MiB: every avatar of the show (the stand-in's 826 take about 33 MB), so that views of
    /// every character's image do not keep evicting each other.
    static var defaultMaxBytes: Int { 64 * 1024 * 1024 }

    convenience init(maxBytes: Int = ImageResponseCache.defaultMaxBytes) {
        self.init(limits: .bytes(maxBytes))
    }

    var maxBytes: Int { limits.maxCost }

    /// The kept answer for `id`, when it was read at this `generation` of the cache.
    func response(forCharacter id: Int, generation: UInt64) -> ImageResponse? {
        value(forKey: id, generation: generation)
    }

    /// Keeps `response`, read from the cache at `generation`, evicting the least recently used
    /// answers to stay under the cap. An answer read before the latest change is not kept.
    func keep(_ response: ImageResponse, forCharacter id: Int, generation: UInt64) {
        keep(response, forKey: id, cost: response.byteCount, generation: generation)
    }
}
