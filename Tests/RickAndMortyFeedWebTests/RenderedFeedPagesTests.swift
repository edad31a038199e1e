import Foundation
import Hummingbird
import RickAndMortyApp
import RickAndMortyFeed
@testable import RickAndMortyFeedWeb
import Testing

/// The feed page's HTML kept in memory: only for a page remote delivered, and only while the
/// feed delivers exactly that page.
@Suite struct RenderedFeedPagesTests {
    @Test func html_isKeptForTheSameRemotePage() {
        let sut = RenderedFeedPages()
        let loaded = page(names: ["Rick"], source: .remote)
        sut.keep(ByteBuffer(string: "<p>Rick</p>"), for: key(), showing: loaded)

        #expect(sut.html(for: key(), showing: loaded) == ByteBuffer(string: "<p>Rick</p>"))
        #expect(sut.html(for: key(language: "es"), showing: loaded) == nil)
        #expect(sut.html(for: key(page: 2), showing: loaded) == nil)
    }

    @Test func html_isNotServedForAPageThatChanged() {
        let sut = RenderedFeedPages()
        sut.keep(ByteBuffer(string: "<p>Rick</p>"), for: key(), showing: page(names: ["Rick"], source: .remote))

        #expect(sut.html(for: key(), showing: page(names: ["Morty"], source: .remote)) == nil)
    }

    @Test func html_isNeverKeptForAPageTheCacheStandsIn() {
        let sut = RenderedFeedPages()
        let cached = page(names: ["Rick"], source: .cache(savedAt: Date(timeIntervalSince1970: 1), remoteError: .connectivity))

        sut.keep(ByteBuffer(string: "<p>Rick</p>"), for: key(), showing: cached)

        #expect(sut.html(for: key(), showing: cached) == nil)
    }

    @Test func keep_startsOverPastItsCapacity() {
        let sut = RenderedFeedPages(capacity: 2)
        let loaded = page(names: ["Rick"], source: .remote)
        sut.keep(ByteBuffer(string: "1"), for: key(page: 1), showing: loaded)
        sut.keep(ByteBuffer(string: "2"), for: key(page: 2), showing: loaded)

        sut.keep(ByteBuffer(string: "3"), for: key(page: 3), showing: loaded)

        #expect(sut.html(for: key(page: 1), showing: loaded) == nil)
        #expect(sut.html(for: key(page: 3), showing: loaded) == ByteBuffer(string: "3"))
    }

    private func key(page: Int = 1, language: String = "en") -> RenderedFeedPages.Key {
        RenderedFeedPages.Key(query: FeedPageQuery(page: page), language: language)
    }

    private func page(names: [String], source: FeedSource) -> LoadedCharactersPage {
        let characters = names.enumerated().map { index, name in
            FeedCharacter(id: index + 1, name: name, status: "Alive", species: "Human", type: "", gender: "Male",
                          origin: "Earth", location: "Earth", image: nil, episodeCount: 1)
        }
        return LoadedCharactersPage(page: CharactersPage(characters: characters, nextPage: nil, totalPages: 1), source: source)
    }
}
