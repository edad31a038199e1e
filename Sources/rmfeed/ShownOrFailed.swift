import ArgumentParser
import RickAndMortyFeed

/// What a command that shows something does when it cannot: the scenario's error message
/// (`Couldn't connect to server`, `Invalid data received from server`) or "Not found", in the
/// terminal's language, on standard error, and exit 1.
enum ShownOrFailed {
    static func load<T>(_ presenter: CharactersPresenter, _ load: () async throws -> T) async throws -> T {
        do {
            return try await load()
        } catch {
            printError(presenter.errorViewModel(for: error).message)
            throw ExitCode.failure
        }
    }

    /// `nil` is an id the API does not know.
    static func found<T>(_ presenter: CharactersPresenter, _ load: () async throws -> T?) async throws -> T {
        guard let value = try await Self.load(presenter, load) else {
            printError(presenter.localization.string(.notFound))
            throw ExitCode.failure
        }
        return value
    }
}

extension ShownOrFailed {
    /// `nil` is a cache that does not hold the whole feed: the error says to sync (exit 1).
    static func listed<T>(_ presenter: CharactersPresenter, _ load: () async throws -> T?) async throws -> T {
        guard let value = try await Self.load(presenter, load) else {
            printError(presenter.localization.string(.listingNeedsSync))
            throw ExitCode.failure
        }
        return value
    }
}
