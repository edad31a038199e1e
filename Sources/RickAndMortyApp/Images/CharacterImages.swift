import RickAndMortyFeed

/// The one path to a character's image, for every UI (the web's image route, `rmfeed image`):
/// the character is looked up by id among those the app loaded (the cache, whatever its age,
/// else the API: `ItemsByIDWithCache` accepting expired items), never by a URL handed in from
/// outside; then its image comes from the cache, else from remote (then saved), else it is the
/// placeholder, marked with where it came from.
public final class CharacterImages: Sendable {
    private let characters: ItemsByIDWithCache<FeedCharacter>
    private let cachedImages: any CharacterImageLoader
    private let images: any CharacterImageLoader

    /// - Parameters:
    ///   - cachedImages: the image cache only.
    ///   - images: the image cache, then remote (then saved); its failures become the placeholder.
    public init(characters: ItemsByIDWithCache<FeedCharacter>, cachedImages: any CharacterImageLoader, images: any CharacterImageLoader) {
        self.characters = characters
        self.cachedImages = cachedImages
        self.images = PlaceholderImageFallback(decoratee: images)
    }

    /// The image, or the placeholder when none can be had (offline and not cached, invalid
    /// data, a character without an image). `nil` when no such character exists. Throws only
    /// `CancellationError`: the person went away.
    public func image(forCharacter id: Int) async throws -> CharacterImage? {
        let character: FeedCharacter?
        do {
            character = try await characters.item(id: id)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // The character itself could not be looked up (offline and not cached): no image can be had.
            return PlaceholderImage.image
        }
        guard let character else { return nil }
        guard let url = character.image else { return PlaceholderImage.image }
        return try await images.loadImage(from: url)
    }

    /// The image when the cache holds both the character and its image; the API is not asked.
    /// `nil` otherwise: then `image(forCharacter:)` has the whole story. A UI that must answer
    /// cached images without watching for the person going away asks this first.
    public func cachedImage(forCharacter id: Int) async -> CharacterImage? {
        guard let character = await characters.cached(ids: [id]).first?.item, let url = character.image else { return nil }
        return try? await cachedImages.loadImage(from: url)
    }
}
