import NIOConcurrencyHelpers

/// The search page's frames (`SearchPageFrame`) by language and the message shown, made the
/// first time each is needed: a handful per language, for as long as the server runs (the
/// templates and the words do not change while it runs). A frame that could not be made is
/// remembered as such, and those pages are rendered whole.
final class SearchPageFrames: Sendable {
    struct Key: Hashable, Sendable {
        let language: String
        let message: String?
    }

    private let frames = NIOLockedValueBox<[Key: SearchPageFrame?]>([:])

    /// The frame for `key`, made by `make` when there is none yet.
    func frame(for key: Key, make: () -> SearchPageFrame?) -> SearchPageFrame? {
        if let known = frames.withLockedValue({ $0[key] }) { return known }
        let made = make()
        frames.withLockedValue { $0[key] = .some(made) }
        return made
    }
}
