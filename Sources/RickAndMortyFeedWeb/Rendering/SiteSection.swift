import RickAndMortyFeed

/// The three lists the site browses, as the header's navigation names them: where each lives and
/// the texts that tell its pages from the others'.
enum SiteSection: CaseIterable, Sendable {
    case characters, episodes, locations

    /// The list's path.
    var path: String {
        switch self {
        case .characters: "/"
        case .episodes: "/episodes"
        case .locations: "/locations"
        }
    }

    var navTitle: FeedStringKey {
        switch self {
        case .characters: .navCharacters
        case .episodes: .episodesTitle
        case .locations: .locationsTitle
        }
    }

    /// The list's heading when nothing could be loaded (a loaded list's comes from its presenter).
    var title: FeedStringKey {
        switch self {
        case .characters: .feedTitle
        case .episodes: .episodesTitle
        case .locations: .locationsTitle
        }
    }

    var texts: ResourceTexts {
        switch self {
        case .characters: .characters
        case .episodes: .episodes
        case .locations: .locations
        }
    }

    var end: FeedStringKey {
        switch self {
        case .characters: .endOfFeed
        case .episodes: .episodesEnd
        case .locations: .locationsEnd
        }
    }

    var nextPageError: FeedStringKey {
        switch self {
        case .characters: .nextPageError
        case .episodes: .episodesNextPageError
        case .locations: .locationsNextPageError
        }
    }

    var backTitle: FeedStringKey {
        switch self {
        case .characters: .backToFeed
        case .episodes: .backToEpisodes
        case .locations: .backToLocations
        }
    }
}
