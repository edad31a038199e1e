import Foundation
import RickAndMortyFeed

/// An item the store contract can make, so one spec runs for characters, episodes and locations.
public protocol SpecItem: LocalResourceItem {
    static func fixture(id: Int, name: String) -> Self
    /// The resource's filters asking for names that contain `name`.
    static func filters(name: String) -> Filters
    /// The same, and its first facet field (`FacetFields.facetNames`) asking for `value`.
    static func filters(name: String, firstFacet value: String) -> Filters
}

extension LocalFeedCharacter: SpecItem {
    public static func fixture(id: Int, name: String) -> LocalFeedCharacter {
        FeedCacheTestData.localCharacter(id: id, name: name)
    }

    public static func filters(name: String) -> CharacterFilters { CharacterFilters(name: name) }
    public static func filters(name: String, firstFacet value: String) -> CharacterFilters { CharacterFilters(name: name, status: value) }
}

extension LocalEpisode: SpecItem {
    public static func fixture(id: Int, name: String) -> LocalEpisode {
        ResourceTestData.localEpisode(id: id, name: name)
    }

    public static func filters(name: String) -> EpisodeFilters { EpisodeFilters(name: name) }
    public static func filters(name: String, firstFacet value: String) -> EpisodeFilters { EpisodeFilters(name: name, episode: value) }
}

extension LocalLocation: SpecItem {
    public static func fixture(id: Int, name: String) -> LocalLocation {
        ResourceTestData.localLocation(id: id, name: name)
    }

    public static func filters(name: String) -> LocationFilters { LocationFilters(name: name) }
    public static func filters(name: String, firstFacet value: String) -> LocationFilters { LocationFilters(name: name, type: value) }
}

extension SpecItem {
    /// Item `id` as the specs' pages name it.
    public static func fixture(id: Int, nameSuffix: String = "") -> Self {
        fixture(id: id, name: "Item \(id)\(nameSuffix)")
    }

    /// Page `number` of a 3-page resource of 20 items numbered as the API numbers them.
    public static func page(number: Int, nameSuffix: String = "", savedAt: Date = FeedCacheTestData.savedAt)
        -> LocalResourcePage<Self> {
        ResourceTestData.page(number: number, savedAt: savedAt) { fixture(id: $0, nameSuffix: nameSuffix) }
    }
}
