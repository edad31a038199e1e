import Foundation

/// What a page of one item (a character, an episode, a location with its links resolved) says
/// besides the item: where it came from, in the words its resource's list uses, and how many of
/// the links the API lists lead nowhere (the two sides of a link may disagree).
public struct DetailPresenter: Sendable {
    private let presentation: PagePresentation

    public init(localization: FeedLocalization, currentDate: @escaping @Sendable () -> Date = Date.init) {
        presentation = PagePresentation(localization: localization, currentDate: currentDate)
    }

    /// "Latest episodes from the server", "Offline — showing locations saved 2 days ago".
    public func sourceMessage(for source: FeedSource, texts: ResourceTexts) -> String {
        presentation.sourceMessage(for: source, texts: texts)
    }

    /// "2 listed characters could not be found": the ids in `listed` that none of `found` has;
    /// `nil` when every link was found.
    public func missingCharacters(listed: [Int], found: [Int]) -> String? {
        missing(listed: listed, found: found, one: .missingCharactersOne, other: .missingCharactersOther)
    }

    /// "1 listed episode could not be found"; `nil` when every link was found.
    public func missingEpisodes(listed: [Int], found: [Int]) -> String? {
        missing(listed: listed, found: found, one: .missingEpisodesOne, other: .missingEpisodesOther)
    }

    private func missing(listed: [Int], found: [Int], one: FeedStringKey, other: FeedStringKey) -> String? {
        let count = Set(listed).subtracting(found).count
        return count > 0 ? presentation.plural(count, one: one, other: other) : nil
    }
}
