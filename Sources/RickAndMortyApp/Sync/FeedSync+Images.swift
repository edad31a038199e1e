import Foundation
import RickAndMortyFeed

extension FeedSync {
    /// Only the images the cache does not hold, asked once; the cached ones count as done.
    func syncImages(of characters: [FeedCharacter], _ tracker: SyncProgressTracker) async throws -> ImagesOutcome {
        let all = Set(characters.compactMap(\.image))
        // Unknown when the cache cannot tell: then every image is loaded again.
        let cached = try await failureAsNil { try await imageIndex.cachedURLs(among: all) } ?? []
        let urls = all.subtracting(cached).sorted { $0.absoluteString < $1.absoluteString }
        tracker.update { $0.totalImages = all.count; $0.imagesDone = cached.count }
        var outcome = ImagesOutcome()
        try await forEach(urls, concurrency: concurrency) { [remoteImages, imageCache] url -> ImageOutcome in
            guard let image = try await failureAsNil({ try await remoteImages.loadImageData(from: url) }) else { return .notLoaded }
            return try await failureAsNil { try await imageCache.save(image, for: url) } == nil ? .notSaved : .cached
        } onResult: { result in
            switch result {
            case .cached: break
            case .notLoaded: outcome.failures += 1
            case .notSaved: outcome.saveFailures += 1
            }
            tracker.update { progress in
                progress.imagesDone += 1
                if result == .notLoaded { progress.imageFailures += 1 }
            }
        }
        return outcome
    }
}

/// What became of one image in a sync.
enum ImageOutcome: Sendable {
    case cached, notLoaded, notSaved
}

/// The images a sync could not load, and those it loaded but could not save.
struct ImagesOutcome: Sendable {
    var failures = 0
    var saveFailures = 0
}
