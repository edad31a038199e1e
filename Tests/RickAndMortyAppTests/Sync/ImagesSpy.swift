import Foundation
import NIOConcurrencyHelpers
import RickAndMortyApp
import RickAndMortyFeed

/// The image side of a sync: the index answers what it is told; every image loads.
final class ImagesSpy: CachedImageIndex, ImageDataLoader, ImageDataCache {
    private struct State {
        var indexQueries: [Set<URL>] = []
        var remoteImageLoads: [URL] = []
        var savedImages: [URL] = []
        var savesReleased = false
        var loadReleased = false
        var savesDone = 0
        var loadsEnded = 0
        var loadsStartedBeforeAnySaveEnded = 0
    }

    private let cachedImages: Result<Set<URL>, any Error>
    private let waitUntilCancelled: Bool
    private let savesWaitForRelease: Bool
    private let heldLoad: URL?
    private let state = NIOLockedValueBox(State())
    private let png = ImageData(bytes: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]), format: .png)

    /// `savesWaitForRelease`: every save waits for `releaseSaves()` before it is done.
    /// `heldLoad`: that image's load waits for `releaseLoad()`.
    init(cachedImages: Result<Set<URL>, any Error>, waitUntilCancelled: Bool, savesWaitForRelease: Bool = false, heldLoad: URL? = nil) {
        self.cachedImages = cachedImages
        self.waitUntilCancelled = waitUntilCancelled
        self.savesWaitForRelease = savesWaitForRelease
        self.heldLoad = heldLoad
    }

    func releaseLoad() {
        state.withLockedValue { $0.loadReleased = true }
    }

    var indexQueries: [Set<URL>] { state.withLockedValue { $0.indexQueries } }
    var remoteImageLoads: [URL] { state.withLockedValue { $0.remoteImageLoads } }
    var savedImages: [URL] { state.withLockedValue { $0.savedImages } }
    var savesDone: Int { state.withLockedValue { $0.savesDone } }
    /// Loads started and not yet ended.
    var loadsUnderWay: Int { state.withLockedValue { $0.remoteImageLoads.count - $0.loadsEnded } }
    var loadsStartedBeforeAnySaveEnded: Int { state.withLockedValue { $0.loadsStartedBeforeAnySaveEnded } }

    func releaseSaves() {
        state.withLockedValue { $0.savesReleased = true }
    }

    func cachedURLs(among urls: Set<URL>) async throws -> Set<URL> {
        state.withLockedValue { $0.indexQueries.append(urls) }
        return try cachedImages.get().intersection(urls)
    }

    func loadImageData(from url: URL) async throws -> ImageData {
        state.withLockedValue { state in
            state.remoteImageLoads.append(url)
            if state.savesDone == 0 { state.loadsStartedBeforeAnySaveEnded += 1 }
        }
        if waitUntilCancelled { try await Task.sleep(for: .seconds(3600)) }
        while url == heldLoad, !state.withLockedValue({ $0.loadReleased }) {
            try await Task.sleep(for: .milliseconds(2))
        }
        state.withLockedValue { $0.loadsEnded += 1 }
        return png
    }

    func save(_ image: ImageData, for url: URL) async throws {
        state.withLockedValue { $0.savedImages.append(url) }
        while savesWaitForRelease, !state.withLockedValue({ $0.savesReleased }) {
            try await Task.sleep(for: .milliseconds(2))
        }
        state.withLockedValue { $0.savesDone += 1 }
    }
}
