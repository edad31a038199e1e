/// The texts that tell one resource's list from another's; everything else about a list's
/// states (the source, the age, the errors) is said the same way for the three.
public struct ResourceTexts: Hashable, Sendable {
    let title: FeedStringKey
    let empty: FeedStringKey
    let saveError: FeedStringKey
    let sourceRemote: FeedStringKey
    let sourceCache: FeedStringKey
    let sourceOffline: FeedStringKey

    public static let characters = ResourceTexts(
        title: .feedTitle, empty: .feedEmpty, saveError: .saveError,
        sourceRemote: .sourceRemote, sourceCache: .sourceCache, sourceOffline: .sourceOffline
    )
    public static let episodes = ResourceTexts(
        title: .episodesTitle, empty: .episodesEmpty, saveError: .episodesSaveError,
        sourceRemote: .episodesSourceRemote, sourceCache: .episodesSourceCache, sourceOffline: .episodesSourceOffline
    )
    public static let locations = ResourceTexts(
        title: .locationsTitle, empty: .locationsEmpty, saveError: .locationsSaveError,
        sourceRemote: .locationsSourceRemote, sourceCache: .locationsSourceCache, sourceOffline: .locationsSourceOffline
    )
}
