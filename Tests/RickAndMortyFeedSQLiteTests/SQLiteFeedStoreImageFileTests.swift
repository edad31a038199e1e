import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The files layout (docs/ARCHITECTURE.md, "The cache"): image bytes as files beside the
/// database, named by their SHA-256, each row pointing at one.
@Suite(.trackingMemoryLeaks)
struct SQLiteFeedStoreImageFileTests {
    @Test func insert_writesTheBytesAsAFileNamedByTheirSHA256BesideTheDatabase() async throws {
        try await withFilesSUT { sut, folder in
            try await sut.insert(Data("abc".utf8), for: FeedCacheTestData.imageURL(1))

            let sha256OfABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
            #expect(imageFiles(folder) == [sha256OfABC])
            #expect(FileManager.default.contents(atPath: folder.path + "/" + sha256OfABC) == Data("abc".utf8))
        }
    }

    @Test func retrieve_aRowWhoseFileIsMissing_isAMissAndTheRowIsRemoved() async throws {
        try await withFilesSUT { sut, folder in
            let url = FeedCacheTestData.imageURL(1)
            try await sut.insert(FeedCacheTestData.bytes(10), for: url)
            try removeImageFiles(folder)

            #expect(try await sut.retrieve(dataForURL: url) == nil)
            #expect(try await sut.retrieveStoredURLs(among: [url]) == [], "the row is gone, so a sync fetches it again")
        }
    }

    @Test func retrieve_aFileCutShort_isAMissAndTheRowAndFileAreRemoved() async throws {
        try await withFilesSUT { sut, folder in
            let url = FeedCacheTestData.imageURL(1)
            try await sut.insert(FeedCacheTestData.bytes(10), for: url)
            let name = try #require(imageFiles(folder).first)
            try FeedCacheTestData.bytes(4).write(to: folder.appendingPathComponent(name))

            #expect(try await sut.retrieve(dataForURL: url) == nil)
            #expect(try await sut.retrieveStoredURLs(among: [url]) == [])
            #expect(imageFiles(folder) == [])
        }
    }

    @Test func insert_theSameBytesForTwoURLs_shareOneFileThatOutlivesEitherRow() async throws {
        try await withFilesSUT { sut, folder in
            let shared = FeedCacheTestData.bytes(10, fill: 1)
            try await sut.insert(shared, for: FeedCacheTestData.imageURL(1))
            try await sut.insert(shared, for: FeedCacheTestData.imageURL(2))
            #expect(imageFiles(folder).count == 1)

            try await sut.insert(FeedCacheTestData.bytes(10, fill: 2), for: FeedCacheTestData.imageURL(1))

            #expect(try await sut.retrieve(dataForURL: FeedCacheTestData.imageURL(2)) == shared)
            #expect(imageFiles(folder).count == 2)
        }
    }

    @Test func insert_replacingOrEvictingAnImage_removesTheFileNoRowNamesAnyMore() async throws {
        try await withFilesSUT(maxImageBytes: ImageDataStoreSpecs.smallCap) { sut, folder in
            try await sut.insert(FeedCacheTestData.bytes(40, fill: 1), for: FeedCacheTestData.imageURL(1))
            try await sut.insert(FeedCacheTestData.bytes(40, fill: 2), for: FeedCacheTestData.imageURL(1))
            #expect(imageFiles(folder).count == 1, "replaced")

            try await sut.insert(FeedCacheTestData.bytes(40, fill: 3), for: FeedCacheTestData.imageURL(2))
            try await sut.insert(FeedCacheTestData.bytes(40, fill: 4), for: FeedCacheTestData.imageURL(3))

            #expect(imageFiles(folder).count == 2, "the least recently used evicted with its file")
            #expect(try await sut.retrieve(dataForURL: FeedCacheTestData.imageURL(1)) == nil)
        }
    }

    @Test func sweep_removesFilesNoRowNamesAndOldTemporaryFilesOnly() async throws {
        try await withFilesSUT { sut, folder in
            try await sut.insert(FeedCacheTestData.bytes(10), for: FeedCacheTestData.imageURL(1))
            let kept = imageFiles(folder)
            let orphan = String(repeating: "ab", count: 32)
            for name in [orphan, ".tmp-old", ".tmp-new", "notes.txt"] {
                try Data("x".utf8).write(to: folder.appendingPathComponent(name))
            }
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-600)], ofItemAtPath: folder.appendingPathComponent(".tmp-old").path
            )

            try await sut.sweepImageFiles()

            let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
            #expect(left == Set(kept + [".tmp-new", "notes.txt"]), "a young temporary file may be another process's save")
            #expect(try await sut.retrieve(dataForURL: FeedCacheTestData.imageURL(1)) == FeedCacheTestData.bytes(10))
        }
    }

    @Test func sweep_removesRowsWhoseFileIsGone() async throws {
        try await withFilesSUT { sut, folder in
            try await sut.insert(FeedCacheTestData.bytes(10, fill: 1), for: FeedCacheTestData.imageURL(1))
            let first = imageFiles(folder)
            try await sut.insert(FeedCacheTestData.bytes(10, fill: 2), for: FeedCacheTestData.imageURL(2))
            for name in first { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }

            try await sut.sweepImageFiles()

            let urls: Set<URL> = [FeedCacheTestData.imageURL(1), FeedCacheTestData.imageURL(2)]
            #expect(try await sut.retrieveStoredURLs(among: urls) == [FeedCacheTestData.imageURL(2)])
        }
    }

    @Test func deleteAll_removesTheImageFilesWithTheDatabase() async throws {
        try await withFilesSUT { sut, folder in
            try await sut.insert(FeedCacheTestData.bytes(10), for: FeedCacheTestData.imageURL(1))

            try await sut.deleteAll()

            #expect(!FileManager.default.fileExists(atPath: folder.path))
            #expect(try await sut.statistics().imageCount == 0)
        }
    }

    @Test func statistics_countTheImageFilesInTheSizeOnDisk() async throws {
        try await withFilesSUT { sut, _ in
            let empty = try await sut.statistics().totalBytes
            try await sut.insert(FeedCacheTestData.bytes(100_000), for: FeedCacheTestData.imageURL(1))

            #expect(try await sut.statistics().totalBytes >= empty + 100_000)
        }
    }

    // MARK: - Helpers

    private func withFilesSUT(
        maxImageBytes: Int = SQLiteFeedStore.defaultMaxImageBytes,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (SQLiteFeedStore, URL) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { directory in
            let url = storeURL(in: directory)
            let sut = SQLiteFeedStore(fileURL: url, maxImageBytes: maxImageBytes, imageLayout: .files)
            trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
            try await body(sut, imageFolder(of: url))
        }
    }
}

/// The folder of a files-layout store's images.
func imageFolder(of databaseURL: URL) -> URL {
    URL(fileURLWithPath: databaseURL.path + "-images", isDirectory: true)
}

/// The image files (named by hash) in `folder`, sorted.
func imageFiles(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.count == 64 }.sorted()
}

private func removeImageFiles(_ folder: URL) throws {
    for name in imageFiles(folder) { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
}
