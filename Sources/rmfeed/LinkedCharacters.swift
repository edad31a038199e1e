import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed characters --episode CODE|ID` and `--location ID`: the cast of an episode or the
/// residents of a location, as one page, resolved as the episode's or location's detail is.
enum LinkedCharacters {
    enum Link: Equatable {
        case episodeID(Int)
        /// A code such as "S01E01", found among the episodes (the cache's, offline).
        case episodeCode(String)
        case location(Int)

        /// `nil` for what is neither a positive id nor a code.
        init?(episode text: String) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let id = Int(trimmed) {
                guard id >= 1 else { return nil }
                self = .episodeID(id)
            } else {
                guard !trimmed.isEmpty, trimmed.count <= FilterValue.maxLength else { return nil }
                self = .episodeCode(trimmed)
            }
        }
    }

    /// `nil` when no such episode or location exists.
    static func load(_ link: Link, from app: FeedApp, preferring preference: FeedPreference) async throws -> LoadedCharactersPage? {
        switch link {
        case let .location(id):
            return try await app.locationDetail(id: id, preferring: preference).map { page($0.residents, source: $0.source) }
        case let .episodeID(id):
            return try await app.episodeDetail(id: id, preferring: preference).map { page($0.cast, source: $0.source) }
        case let .episodeCode(code):
            guard let id = try await episodeID(code: code, from: app, preferring: preference) else { return nil }
            return try await load(.episodeID(id), from: app, preferring: preference)
        }
    }

    /// The episode whose code is `code` (any case): the API's `episode` filter matches a part of
    /// the code, so the exact one is picked from its answer.
    private static func episodeID(code: String, from app: FeedApp, preferring preference: FeedPreference) async throws -> Int? {
        let loaded = try await app.episodes(preferring: preference).load(EpisodesQuery(filters: EpisodeFilters(episode: code)))
        return loaded.page.items.first { $0.code.caseInsensitiveCompare(code) == .orderedSame }?.id
    }

    private static func page(_ characters: [FeedCharacter], source: FeedSource) -> LoadedCharactersPage {
        LoadedCharactersPage(
            page: CharactersPage(characters: characters, nextPage: nil, totalPages: characters.isEmpty ? 0 : 1),
            source: source
        )
    }
}

extension LoadedCharactersPage {
    /// The page's characters in `order` (as they came when `nil`).
    func sorted(_ order: CharacterOrder?) -> LoadedCharactersPage {
        guard let order else { return self }
        return LoadedCharactersPage(
            page: CharactersPage(characters: order.sorted(page.items, key: \.orderKey), nextPage: page.nextPage, totalPages: page.totalPages),
            source: source, saveFailed: saveFailed
        )
    }
}
