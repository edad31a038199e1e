import Foundation
import RickAndMortyFeed

extension FeedSync {
    /// Only the images the cache does not hold, asked once; the cached ones count as done.
    ///
    /// A download does not wait for its image to be saved: saves run beside the downloads (the
    /// store writes those that arrive together in one transaction), so the connections stay busy
    /// while the cache writes. At most `PendingImageSaves.maxCount` images, and about
    /// `PendingImageSaves.maxBytes`, wait to be saved; past that the downloads wait.
    func syncImages(of characters: [FeedCharacter], _ tracker: SyncProgressTracker) async throws -> ImagesOutcome {
        let all = Set(characters.compactMap(\.image))
        // Unknown when the cache cannot tell: then every image is loaded again.
        let cached = try await failureAsNil { try await imageIndex.cachedURLs(among: all) } ?? []
        let urls = all.subtracting(cached).sorted { $0.absoluteString < $1.absoluteString }
        tracker.update { $0.totalImages = all.count; $0.imagesDone = cached.count }
        var outcome = ImagesOutcome()
        // An image is done when it failed to load, or when its save ended: reported then, by the
        // save itself, not when the downloads next wait for the saves.
        let count = { (result: ImageOutcome) in
            switch result {
            case .cached: break
            case .notLoaded: outcome.failures += 1
            case .notSaved: outcome.saveFailures += 1
            }
        }
        try await withThrowingTaskGroup(of: PendingImageSaves.Saved.self) { saves in
            var pending = PendingImageSaves()
            try await forEach(urls, concurrency: concurrency) { [remoteImages] url -> (URL, ImageData?) in
                let image = try await failureAsNil { try await remoteImages.loadImageData(from: url) }
                return (url, image)
            } onResult: { loaded in
                let (url, image) = loaded
                guard let image else {
                    count(.notLoaded)
                    return tracker.update { $0.imagesDone += 1; $0.imageFailures += 1 }
                }
                pending.add(image)
                saves.addTask { [imageCache] in
                    let saved = try await failureAsNil { try await imageCache.save(image, for: url) } != nil
                    tracker.update { $0.imagesDone += 1 }
                    return PendingImageSaves.Saved(outcome: saved ? .cached : .notSaved, bytes: image.bytes.count)
                }
                while pending.isFull, let saved = try await saves.next() {
                    pending.remove(saved)
                    count(saved.outcome)
                }
            }
            while let saved = try await saves.next() {
                count(saved.outcome)
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
