/// What a finished sync saved.
public struct SyncReport: Sendable {
    /// The pages of the three resources, loaded or rebuilt from many-ids answers.
    public let pages: Int
    public let characters: Int
    public let episodes: Int
    public let locations: Int
    /// Images now in the cache (already there, or loaded and saved).
    public let images: Int
    /// Images that could not be had (missing avatar, invalid data, connectivity).
    public let imageFailures: Int
    /// Pages that could not be saved.
    public let pageSaveFailures: Int
    /// Images loaded from remote that could not be saved (a full disk, a read-only folder).
    public let imageSaveFailures: Int
    /// Why the first page that could not be saved was not saved, so the sync can say so.
    public let pageSaveError: (any Error)?
    /// Another process cleared or replaced the cache file while the sync ran (`rmfeed cache
    /// clear`): what was saved before that is gone, whatever the counts say.
    public var cacheReplacedDuringSync = false

    public init(
        pages: Int, characters: Int, episodes: Int, locations: Int, images: Int, imageFailures: Int,
        pageSaveFailures: Int, imageSaveFailures: Int, pageSaveError: (any Error)?
    ) {
        self.pages = pages
        self.characters = characters
        self.episodes = episodes
        self.locations = locations
        self.images = images
        self.imageFailures = imageFailures
        self.pageSaveFailures = pageSaveFailures
        self.imageSaveFailures = imageSaveFailures
        self.pageSaveError = pageSaveError
    }
}
