import GRDB

extension CharacterColumns {
    /// The columns written straight into a row, without the `Encodable` round trip through
    /// GRDB's record encoder (a sync saves 826 of them): the same values, `episodeIds` as the
    /// same JSON text GRDB writes for an array of ids.
    func persist(into container: inout PersistenceContainer) {
        for (column, value) in zip(Columns.allCases, values) {
            container[column] = value
        }
    }

    /// The values of `Columns.allCases`, in that order: what `persist(into:)` writes, for a
    /// prepared statement's arguments.
    var values: [(any DatabaseValueConvertible)?] {
        [
            id, name, status, species, type, gender, origin, location, image, episodeCount,
            "[" + episodeIds.map(String.init).joined(separator: ",") + "]",
            originId, locationId, created,
        ]
    }
}
