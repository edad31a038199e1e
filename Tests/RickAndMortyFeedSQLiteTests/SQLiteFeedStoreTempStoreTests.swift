import Foundation
import GRDB
import RickAndMortyFeed
@testable import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// Statement journals (a row saved with the search index's triggers journals the pages it
/// changes) stay in memory: in files under /var/tmp they were ~73 MB of writes per sync.
@Suite(.trackingMemoryLeaks)
struct SQLiteFeedStoreTempStoreTests {
    @Test(arguments: [false, true])
    func everyConnection_keepsTemporaryFilesInMemory(singleConnection: Bool) async throws {
        try await withTemporaryFolder { folder in
            let sut = SQLiteFeedStore(fileURL: storeURL(in: folder), singleConnection: singleConnection)
            trackForMemoryLeaks(sut)
            try await sut.characters.insert(FeedCacheTestData.localPage(number: 1))
            let database = try sut.database()

            // 2 is MEMORY; the default, 0, is files.
            #expect(try await database.write { db in try Int.fetchOne(db, sql: "PRAGMA temp_store") } == 2)
            #expect(try await database.read { db in try Int.fetchOne(db, sql: "PRAGMA temp_store") } == 2)
        }
    }
}
