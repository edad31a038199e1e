import Foundation

/// Turns locations into what a person reads, in their language.
public struct LocationsPresenter: Sendable {
    private let presentation: PagePresentation

    public init(localization: FeedLocalization, currentDate: @escaping @Sendable () -> Date = Date.init) {
        presentation = PagePresentation(localization: localization, currentDate: currentDate)
    }

    public func viewModel(
        for page: LocationsPage, source: FeedSource, saveFailed: Bool = false
    ) -> ResourcePageViewModel<LocationViewModel> {
        presentation.viewModel(for: page, source: source, saveFailed: saveFailed, texts: .locations, item: viewModel(for:))
    }

    /// Where one item (a detail view) came from, said as its list says it: "Latest locations from
    /// the server", "Offline — showing locations saved 2 days ago".
    public func sourceMessage(for source: FeedSource) -> String {
        presentation.sourceMessage(for: source, texts: .locations)
    }

    public func viewModel(for location: FeedLocation) -> LocationViewModel {
        LocationViewModel(
            id: location.id,
            name: location.name,
            type: known(location.type),
            dimension: known(location.dimension),
            residents: presentation.plural(location.residentIDs.count, one: .residentsOne, other: .residentsOther),
            residentIDs: location.residentIDs
        )
    }

    /// The API writes "unknown" (or nothing) where it does not know; the person reads it in their language.
    private func known(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.lowercased() == "unknown" ? presentation.localization.string(.linkUnknown) : text
    }
}
