import RickAndMortyFeed

/// Characters' images for the UIs, each counted as a cache hit or miss.
extension FeedApp {
    /// A character's image for any UI: see `CharacterImages.image(forCharacter:)`. The URL is
    /// always the one of a character the app loaded (cache, else the API by id), never one
    /// given from outside. `nil` when no such character exists; throws only on cancellation.
    public func image(forCharacter id: Int) async throws -> CharacterImage? {
        let image = try await characterImages.image(forCharacter: id)
        if let image { metrics.cacheUse.count(image) }
        return image
    }

    /// A character's image when the cache holds both the character and its image; the API is
    /// not asked. `nil` otherwise: then `image(forCharacter:)` has the whole story.
    public func cachedImage(forCharacter id: Int) async -> CharacterImage? {
        let image = await characterImages.cachedImage(forCharacter: id)
        if let image { metrics.cacheUse.count(image) }
        return image
    }
}
