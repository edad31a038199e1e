import Foundation
import Logging
import RickAndMortyApp
import RickAndMortyFeed
import NIOConcurrencyHelpers

/// One spy for every collaborator of the composition's decorators: it records the messages it
/// receives, in order, and answers with the stubbed result.
final class FeedSpy: CharactersLoader, CharactersCache, CharacterImageLoader, ImageDataCache {
    enum Message: Equatable {
        case loadRemote(CharactersQuery)
        case loadFeed(CharactersQuery)
        case save(CharactersPage, CharactersQuery)
        case loadCache(CharactersQuery)
        case loadImage(URL)
        case saveImage(ImageData, URL)
    }

    struct Stubs {
        var remote: Result<CharactersPage, any Error> = .failure(RemoteLoadError.connectivity)
        var feed: Result<LoadedCharactersPage, any Error> = .failure(RemoteLoadError.connectivity)
        var save: Result<Void, any Error> = .success(())
        var cache: Result<CachedCharactersPage?, any Error> = .success(nil)
        var image: Result<CharacterImage, any Error> = .failure(RemoteLoadError.connectivity)
        var saveImage: Result<Void, any Error> = .success(())
    }

    private let state: NIOLockedValueBox<(messages: [Message], stubs: Stubs)>

    init(_ configure: (inout Stubs) -> Void = { _ in }) {
        var stubs = Stubs()
        configure(&stubs)
        state = NIOLockedValueBox(([], stubs))
    }

    var messages: [Message] { state.withLockedValue { $0.messages } }

    private func record<T>(_ message: Message, _ stub: (Stubs) -> Result<T, any Error>) throws -> T {
        try state.withLockedValue { state in
            state.messages.append(message)
            return try stub(state.stubs).get()
        }
    }

    func load(_ query: CharactersQuery) async throws -> CharactersPage { try record(.loadRemote(query)) { $0.remote } }
    func save(_ page: CharactersPage, for query: CharactersQuery, entityTag: String?) async throws {
        try record(.save(page, query)) { $0.save }
    }
    func loadImage(from url: URL) async throws -> CharacterImage { try record(.loadImage(url)) { $0.image } }
    func save(_ image: ImageData, for url: URL) async throws { try record(.saveImage(image, url)) { $0.saveImage } }
}

/// `load(_:)` is both the remote loader's and the cache's and the feed's; these views tell them apart.
struct FeedView: CharactersFeed {
    let spy: FeedSpy
    func load(_ query: CharactersQuery) async throws -> LoadedCharactersPage { try await spy.loadFeed(query) }
}

struct CacheView: CachedCharactersSource {
    let spy: FeedSpy
    func load(_ query: CharactersQuery) async throws -> CachedCharactersPage? { try await spy.loadCache(query) }
}

extension FeedSpy {
    func loadFeed(_ query: CharactersQuery) async throws -> LoadedCharactersPage { try record(.loadFeed(query)) { $0.feed } }
    func loadCache(_ query: CharactersQuery) async throws -> CachedCharactersPage? { try record(.loadCache(query)) { $0.cache } }
}

func makePage(ids: [Int] = [1, 2], nextPage: Int? = 2, totalPages: Int = 42) -> CharactersPage {
    CharactersPage(
        characters: ids.map {
            FeedCharacter(id: $0, name: "Character \($0)", status: "Alive", species: "Human", type: "", gender: "Female",
                          origin: "Earth", location: "Earth", image: URL(string: "https://a.com/\($0).jpeg"), episodeCount: 1)
        },
        nextPage: nextPage, totalPages: totalPages
    )
}

func anyImageURL() -> URL { URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg")! }

extension Logger {
    /// A logger that drops everything, so expected warnings do not clutter the test output.
    static let silent = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
}
