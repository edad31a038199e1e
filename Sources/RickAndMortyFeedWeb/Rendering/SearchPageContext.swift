import RickAndMortyFeed

/// What the search page's template shows: the form with what was typed, then the results (each
/// a link to its item's page with the item's hook), or why there are none and the nearest items
/// ("Did you mean"). The best result takes the focus when the page loads, so Enter opens it;
/// with none, the search box does. Every value is text the template escapes.
struct SearchPageContext: Sendable {
    struct Result: Sendable {
        let name: String
        let href: String
        let kind: String
        let hook: String
        let id: Int
        /// Characters show their image, as the feed's cards do.
        let image: String?
        /// The first result: focused when the page loads.
        let best: Bool
    }

    let chrome: PageChrome
    let heading: String
    let label: String
    let submitTitle: String
    let query: String
    let results: [Result]
    /// "No match", "nothing cached yet" or the hint to type something.
    let message: String?
    /// "Did you mean:" when there are suggestions.
    let didYouMean: String?
    let suggestions: [Result]
    let focusInput: Bool
    let alert: AlertContext?
    let script: String

    init(
        query: String, answer: SearchAnswer? = nil, alert: AlertContext? = nil,
        chrome: PageChrome, localization: FeedLocalization, assets: StaticAssets
    ) {
        self.chrome = chrome
        heading = localization.string(.searchTitle)
        label = localization.string(.searchEverything)
        submitTitle = localization.string(.searchSubmit)
        self.query = query
        self.alert = alert
        script = assets.versionedPath("search.js")
        results = (answer?.results ?? []).enumerated().map { Self.result($1, best: $0 == 0, localization) }
        suggestions = (answer?.suggestions ?? []).map { Self.result($0, best: false, localization) }
        didYouMean = suggestions.isEmpty ? nil : localization.string(.searchDidYouMean)
        focusInput = results.isEmpty
        message = Self.message(answer: answer, alert: alert, localization: localization)
    }

    /// "No match", "nothing cached yet" or the hint to type something; `nil` beside results or an alert.
    static func message(answer: SearchAnswer?, alert: AlertContext?, localization: FeedLocalization) -> String? {
        switch (answer, alert) {
        case (nil, nil): localization.string(.searchHint)
        case let (answer?, _) where answer.cacheIsEmpty: localization.string(.searchEmptyCache)
        case let (answer?, _) where answer.results.isEmpty: localization.string(.searchNoResults)
        default: nil
        }
    }

    /// The page's title for `text`: what was typed, then the page's name.
    static func title(_ text: String, _ localization: FeedLocalization) -> String {
        let title = localization.string(.searchTitle)
        return text.isEmpty ? title : "\(text) · \(title)"
    }

    /// The page's own address for `text`.
    static func href(_ text: String) -> String {
        "/search?q=" + QueryValueEncoding.encode(text)
    }

    /// What a result shows, by its kind.
    private static func result(_ result: SearchResult, best: Bool, _ localization: FeedLocalization) -> Result {
        switch result.kind {
        case .character:
            Result(name: result.name, href: "/characters/\(result.id)", kind: localization.string(.kindCharacter),
                   hook: "data-character-id", id: result.id, image: "/characters/\(result.id)/image", best: best)
        case .episode:
            Result(name: result.name, href: "/episodes/\(result.id)", kind: localization.string(.kindEpisode),
                   hook: "data-episode-id", id: result.id, image: nil, best: best)
        case .location:
            Result(name: result.name, href: "/locations/\(result.id)", kind: localization.string(.kindLocation),
                   hook: "data-location-id", id: result.id, image: nil, best: best)
        }
    }
}
