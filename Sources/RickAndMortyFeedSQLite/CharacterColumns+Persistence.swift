import GRDB

extension CharacterColumns {
    /// The columns written straight into a row, without the `Encodable` round trip through
    /// GRDB's record encoder (a sync saves 826 of them): the same values, `episodeIds` as the
    /// same JSON text GRDB writes for an array of ids.
    func persist(into container: inout PersistenceContainer) {
        container[Columns.id] = id
        container[Columns.name] = name
        container[Columns.status] = status
        container[Columns.species] = species
        container[Columns.type] = type
        container[Columns.gender] = gender
        container[Columns.origin] = origin
        container[Columns.location] = location
        container[Columns.image] = image
        container[Columns.episodeCount] = episodeCount
        container[Columns.episodeIds] = "[" + episodeIds.map(String.init).joined(separator: ",") + "]"
        container[Columns.originId] = originId
        container[Columns.locationId] = locationId
        container[Columns.created] = created
    }
}
