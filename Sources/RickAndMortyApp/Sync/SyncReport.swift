/// What a finished sync saved.
public struct SyncReport: Sendable {
    public let pages: Int
    public let characters: Int
    /// Images now in the cache (already there, or loaded and saved).
    public let images: Int
    /// Images that could not be had (missing avatar, invalid data, connectivity).
    public let imageFailures: Int
    /// Pages loaded from remote that could not be saved.
    public let pageSaveFailures: Int
    /// Images loaded from remote that could not be saved (a full disk, a read-only folder).
    public let imageSaveFailures: Int
    /// Why the first page that could not be saved was not saved, so the sync can say so.
    public let pageSaveError: (any Error)?
}
