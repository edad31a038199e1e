import RickAndMortyFeed

/// The table of `rmfeed locations`: one aligned row per location, then where the data came from.
enum LocationsTable {
    static let header = ["ID", "NAME", "TYPE", "DIMENSION", "RESIDENTS"]

    static func render(_ viewModel: ResourcePageViewModel<LocationViewModel>) -> String {
        TextTable.render(viewModel, header: header, row: row)
    }

    static func row(_ location: LocationViewModel) -> [String] {
        [String(location.id), location.name, location.type, location.dimension, String(location.residentIDs.count)]
    }
}
