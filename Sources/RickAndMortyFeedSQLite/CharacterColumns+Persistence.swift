import GRDB

extension CharacterColumns {
    /// The columns written straight into a row, without the `Encodable` round trip through
    /// GRDB's record encoder (a sync saves 826 of them): the same values, `episodeIds` as the
    /// same JSON text GRDB writes for an array of ids (`IDListColumn`).
    func persist(into container: inout PersistenceContainer) {
        for column in Columns.allCases { container[column] = value(of: column) }
    }

    /// The values of `Columns.allCases`, in that order: what `persist(into:)` writes, for a
    /// prepared statement's arguments.
    var values: [(any DatabaseValueConvertible)?] {
        Columns.allCases.map(value(of:))
    }

    /// One column's value; the switch names every column, so a new one cannot be left out.
    private func value(of column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .id: id
        case .name: name
        case .status: status
        case .species: species
        case .type: type
        case .gender: gender
        case .origin: origin
        case .location: location
        case .image: image
        case .episodeCount: episodeCount
        case .episodeIds: IDListColumn.text(episodeIds)
        case .originId: originId
        case .locationId: locationId
        case .created: created
        }
    }
}
