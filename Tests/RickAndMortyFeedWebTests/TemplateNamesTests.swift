import Foundation
import RickAndMortyFeed
@testable import RickAndMortyFeedWeb
import Testing

/// The contexts that answer the templates' names themselves (rather than through Mirror) answer
/// every stored property, by its name, with its value: a property added without its name would
/// render as nothing.
@Suite struct TemplateNamesTests {
    @Test func pageChrome_answersEveryStoredPropertyByName() {
        let chrome = PageChrome(
            title: "Rick", section: .characters, onList: true,
            localization: FeedLocalization(language: "en"), assets: StaticAssets(assets: [:])
        )
        expectAnswersAsMirrorDoes(chrome) { chrome.child(named: $0) }
        for link in chrome.nav + [chrome.searchLink, chrome.libraryLink] {
            expectAnswersAsMirrorDoes(link) { link.child(named: $0) }
        }
        let themeSwitch = chrome.themeSwitch
        expectAnswersAsMirrorDoes(themeSwitch) { themeSwitch.child(named: $0) }
        for choice in themeSwitch.choices {
            expectAnswersAsMirrorDoes(choice) { choice.child(named: $0) }
        }
    }

    @Test func alert_answersEveryStoredPropertyByName() {
        let alert = AlertContext(message: "Gone", retryTitle: "Again", retryHref: "/search?q=a")
        expectAnswersAsMirrorDoes(alert) { alert.child(named: $0) }
    }

    @Test func searchResult_answersEveryStoredPropertyByName() {
        let results = [
            SearchPageContext.Result(name: "Rick", href: "/characters/1", kind: "Character", hook: "data-character-id", id: 1, image: "/characters/1/image", best: true),
            SearchPageContext.Result(name: "Pilot", href: "/episodes/1", kind: "Episode", hook: "data-episode-id", id: 1, image: nil, best: false),
        ]
        for result in results {
            expectAnswersAsMirrorDoes(result) { result.child(named: $0) }
        }
    }

    @Test func contexts_answerNothingForANameTheyDoNotHave() {
        let alert = AlertContext(message: "Gone", retryTitle: "Again", retryHref: "/")
        #expect(alert.child(named: "chrome") == nil)
        #expect(alert.child(named: "") == nil)
    }

    /// Each stored property's name answers what Mirror reads (an absent optional: nothing).
    private func expectAnswersAsMirrorDoes(
        _ value: Any, sourceLocation: SourceLocation = #_sourceLocation, _ child: (String) -> Any?
    ) {
        let children = Mirror(reflecting: value).children
        #expect(!children.isEmpty, sourceLocation: sourceLocation)
        for case let (label?, stored) in children {
            let expected = Self.unwrapped(stored).map { String(describing: $0) }
            let answered = child(label).map { String(describing: $0) }
            #expect(answered == expected, "\(type(of: value)).\(label)", sourceLocation: sourceLocation)
        }
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
