import Foundation

/// What every list's page says the same way, whatever it lists: where it came from and how old
/// that is, the empty and save-failed states, and counts in the person's language.
/// `currentDate` is injected so "saved 2 days ago" is deterministic in tests.
struct PagePresentation: Sendable {
    let localization: FeedLocalization
    let currentDate: @Sendable () -> Date

    func viewModel<Item, ItemViewModel>(
        for page: ResourcePage<Item>, source: FeedSource, saveFailed: Bool, texts: ResourceTexts,
        item: (Item) -> ItemViewModel
    ) -> ResourcePageViewModel<ItemViewModel> {
        ResourcePageViewModel(
            title: localization.string(texts.title),
            items: page.items.map(item),
            sourceKind: CharactersPresenter.sourceToken(for: source),
            sourceMessage: sourceMessage(for: source, texts: texts),
            isOffline: CharactersPresenter.isOffline(source),
            emptyMessage: page.items.isEmpty ? localization.string(texts.empty) : nil,
            saveErrorMessage: saveFailed ? localization.string(texts.saveError) : nil,
            nextPage: page.nextPage
        )
    }

    func sourceMessage(for source: FeedSource, texts: ResourceTexts) -> String {
        switch source {
        case .remote:
            localization.string(texts.sourceRemote)
        case let .cache(savedAt, remoteError):
            localization.string(remoteError == nil ? texts.sourceCache : texts.sourceOffline, age(since: savedAt))
        }
    }

    /// How long ago `date` was, in whole minutes, hours or days ("2 days ago").
    func age(since date: Date) -> String {
        let seconds = max(0, currentDate().timeIntervalSince(date))
        switch seconds {
        case ..<60: return localization.string(.ageNow)
        case ..<3_600: return plural(Int(seconds / 60), one: .ageMinutesOne, other: .ageMinutesOther)
        case ..<86_400: return plural(Int(seconds / 3_600), one: .ageHoursOne, other: .ageHoursOther)
        default: return plural(Int(seconds / 86_400), one: .ageDaysOne, other: .ageDaysOther)
        }
    }

    func plural(_ count: Int, one: FeedStringKey, other: FeedStringKey) -> String {
        localization.string(PluralRule.isOne(count, language: localization.language) ? one : other, count)
    }
}
