import Foundation

/// A cached character converts both ways like every resource's cached item, so the characters'
/// pages map with the same code as the episodes' and the locations' (`LocalResourcePage.model`).
extension LocalFeedCharacter: LocalResourceItem {
    public typealias Filters = CharacterFilters

    public init(_ model: FeedCharacter) {
        self.init(
            id: model.id, name: model.name, status: model.status, species: model.species, type: model.type,
            gender: model.gender, origin: model.origin, location: model.location, image: model.image,
            episodeCount: model.episodeCount, episodeIDs: model.episodeIDs, originID: model.originID,
            locationID: model.locationID, created: model.created
        )
    }

    public var model: FeedCharacter {
        FeedCharacter(
            id: id, name: name, status: status, species: species, type: type, gender: gender,
            origin: origin, location: location, image: image, episodeCount: episodeCount,
            episodeIDs: episodeIDs, originID: originID, locationID: locationID, created: created
        )
    }
}
